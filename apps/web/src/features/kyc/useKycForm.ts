import type { TKycDocumentType } from '@khel/contract/constants';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { useRunAuth } from '../auth';
import { submitKyc, type KycPhotos } from './api';
import { photoError } from './photos';

export type PhotoSlot = keyof KycPhotos;

/** The upload form: the document type and the three photos, checked before they are sent. */
export function useKycForm() {
  const { t } = useTranslation('account');
  const { runAuth } = useRunAuth();
  const [documentType, setDocumentType] = useState<TKycDocumentType | null>(null);
  const [photos, setPhotos] = useState<Partial<KycPhotos>>({});

  const handlePick = (slot: PhotoSlot) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again after a refusal
    if (!file) return;
    const error = photoError(file);
    if (error) return showToast(t(`kyc.errors.${error}`));
    setPhotos((current) => ({ ...current, [slot]: file }));
  };

  const handleSubmit = async () => {
    if (!documentType) return showToast(t('kyc.errors.documentType'));
    const { front, back, selfie } = photos;
    if (!front || !back || !selfie) return showToast(t('kyc.errors.photos'));
    const sent = await runAuth(
      () => submitKyc(documentType, { front, back, selfie }, t('kyc.notSent')),
      t('kyc.submitting'),
    );
    if (sent === null) return;
    setPhotos({});
    setDocumentType(null);
  };

  return { documentType, setDocumentType, photos, handlePick, handleSubmit };
}
