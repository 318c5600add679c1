import type { TKycState } from '@khel/contract';
import type { TKycDocumentType } from '@khel/contract/constants';
import { kycStateEndpoint, kycSubmitEndpoint } from '@khel/contract/endpoints';
import { useQuery } from '../../api/query';
import { queryClient } from '../../api/queryClient';
import { call } from '../../lib/http';
import { upload } from '../../lib/upload';

/** Identity verification calls (packages/contract/src/kyc.ts). */
export const kycKeys = { state: () => ['kyc', 'state'] as const };

/** The player's verification state; asked again each time the page opens (a decision may have come). */
export const useKycState = () =>
  useQuery({
    queryKey: kycKeys.state(),
    queryFn: () => call(kycStateEndpoint, {}, { silent: true }),
    refetchOnMount: 'always',
  });

export interface KycPhotos {
  front: File;
  back: File;
  selfie: File;
}

/**
 * multipart/form-data: the document type, then front, back and selfie in that order (the server
 * reads them by position). The answer, the new state, goes straight into the cache.
 */
export async function submitKyc(
  documentType: TKycDocumentType,
  photos: KycPhotos,
  failure: string,
): Promise<TKycState> {
  const state = await upload(
    kycSubmitEndpoint,
    { documentType, front: photos.front, back: photos.back, selfie: photos.selfie },
    { failure },
  );
  queryClient.setQueryData(kycKeys.state(), state);
  return state;
}
