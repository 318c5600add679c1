/** Identity verification (KYC): the player's state and the upload of documents and selfie. */
export { useKycState, kycKeys } from './api';
export { useKycForm, type PhotoSlot } from './useKycForm';
