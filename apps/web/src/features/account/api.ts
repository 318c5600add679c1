import {
  bindPhoneEndpoint,
  feedbackListEndpoint,
  feedbackSubmitEndpoint,
  setWithdrawPasswordEndpoint,
  updateInfoEndpoint,
  uploadAvatarEndpoint,
} from '@khel/contract/endpoints';
import { useInfiniteQuery } from '../../api/query';
import { call } from '../../lib/http';
import { upload } from '../../lib/upload';
import type { FeedbackCategory } from './feedback';
import type { ProfileUpdate } from './profileForm';

export const updateProfile = (update: ProfileUpdate) => call(updateInfoEndpoint, update);

/** multipart/form-data: the common fields as form fields, the image in `file`. */
export const uploadAvatar = (file: File) => upload(uploadAvatarEndpoint, { file });

export const bindPhone = (form: { mobile: string; verificationCode: string; password?: string }) =>
  call(bindPhoneEndpoint, form);

export const setWithdrawPassword = (form: {
  mobile: string;
  verificationCode: string;
  withdrawPassword: string;
}) => call(setWithdrawPasswordEndpoint, form);

/**
 * multipart/form-data: the form's fields, then each screenshot as a file. `failure` starts the
 * toast the HTTP client shows when it is not sent (lib/http.ts).
 */
export const submitFeedback = (
  form: { category: FeedbackCategory; content: string; mobile: string; email: string },
  screenshots: File[],
  failure: string,
) =>
  upload(
    feedbackSubmitEndpoint,
    {
      ...form,
      ...Object.fromEntries(screenshots.map((file, i) => [`screenshot${i + 1}`, file])),
    },
    { failure },
  );

export const feedbackKeys = { mine: ['feedback', 'mine'] as const };

/** The player's feedback, newest first, with status and reply, a page at a time. */
export function useMyFeedback() {
  return useInfiniteQuery({
    queryKey: feedbackKeys.mine,
    queryFn: ({ pageParam, signal }) =>
      call(
        feedbackListEndpoint,
        { pageSize: 20, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, silent: true },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // A reply may have come since: opening the list asks again.
    refetchOnMount: 'always',
  });
}
