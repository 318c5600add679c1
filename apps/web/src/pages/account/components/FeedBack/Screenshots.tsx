import { useEffect, useMemo, type ChangeEvent } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { FEEDBACK_MAX_SCREENSHOTS } from '@khel/contract/constants';
import { Icon } from '../../../../ui/icons';
import styles from './FeedBack.module.css';

export interface ScreenshotsProps {
  files: File[];
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: (index: number) => void;
}

/** Up to three screenshots, shown as thumbnails with a remove button each. */
export function Screenshots({ files, onPick, onRemove }: ScreenshotsProps) {
  const { t } = useTranslation('account');
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return (
    <div className={styles.shots}>
      {urls.map((url, index) => (
        <div key={url} className={styles.shot}>
          <img src={url} alt={t('feedback.screenshotAlt', { n: index + 1 })} />
          <button
            type="button"
            className={styles.removeShot}
            aria-label={t('feedback.removeScreenshot', { n: index + 1 })}
            onClick={() => onRemove(index)}
          >
            <Icon name="close" size={14} strokeWidth={2.4} />
          </button>
        </div>
      ))}
      {files.length < FEEDBACK_MAX_SCREENSHOTS && (
        <label className={styles.addShot}>
          <Icon name="plus" size={22} />
          <span>
            {t('feedback.addScreenshot', { count: files.length, max: FEEDBACK_MAX_SCREENSHOTS })}
          </span>
          <input
            type="file"
            accept="image/*"
            multiple
            className="visually-hidden"
            onChange={onPick}
            data-testid="feedback-screenshots"
          />
        </label>
      )}
    </div>
  );
}
