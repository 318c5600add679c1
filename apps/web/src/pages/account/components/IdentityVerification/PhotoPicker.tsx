import { useEffect, useMemo, type ChangeEvent } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import type { PhotoSlot } from '../../../../features/kyc';
import { Icon } from '../../../../ui/icons';
import styles from './IdentityVerification.module.css';

export interface PhotoPickerProps {
  slot: PhotoSlot;
  file: File | undefined;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** One of the three photos: a tile to pick it (the camera on a phone), then its preview. */
export function PhotoPicker({ slot, file, onPick }: PhotoPickerProps) {
  const { t } = useTranslation('account');
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <label className={styles.photo} data-picked={file ? 'true' : 'false'}>
      {url ? (
        <img src={url} alt={t(`kyc.photos.${slot}`)} />
      ) : (
        <Icon name={slot === 'selfie' ? 'user' : 'card'} size={26} />
      )}
      <span>{t(`kyc.photos.${slot}`)}</span>
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture={slot === 'selfie' ? 'user' : 'environment'}
        className="visually-hidden"
        onChange={onPick}
        data-testid={`kyc-photo-${slot}`}
      />
    </label>
  );
}
