import { useTranslation } from '../../i18n/useTranslation';
import { setLanguage } from '../../i18n/setLanguage';
import { Icon } from '../../ui/icons';
import { Sheet } from '../../ui/Sheet';
import { LANGUAGE_OPTIONS } from './languageNames';
import styles from './LanguageSheet.module.css';
import { useCurrentLanguage } from './useCurrentLanguage';

export interface LanguageSheetProps {
  open: boolean;
  onClose: () => void;
}

/** The six languages by native name, the current one ticked; choosing one switches the UI. */
export function LanguageSheet({ open, onClose }: LanguageSheetProps) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();

  const handleChoose = (code: string) => {
    onClose();
    void setLanguage(code);
  };

  return (
    <Sheet open={open} title={t('language.title')} onClose={onClose}>
      <ul className={styles.list} role="listbox" aria-label={t('language.title')}>
        {LANGUAGE_OPTIONS.map(({ code, name }) => {
          const selected = code === current;
          return (
            <li key={code} role="option" aria-selected={selected}>
              <button
                type="button"
                lang={code}
                className={`${styles.option} ${selected ? styles.selected : ''}`}
                onClick={() => handleChoose(code)}
                data-testid={`language-option-${code}`}
              >
                <span className={styles.name}>{name}</span>
                {selected && <Icon name="check" size={20} strokeWidth={2.4} />}
              </button>
            </li>
          );
        })}
      </ul>
    </Sheet>
  );
}
