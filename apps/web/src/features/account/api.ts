import {
  bindPhoneEndpoint,
  setWithdrawPasswordEndpoint,
  updateInfoEndpoint,
  uploadAvatarEndpoint,
} from '@khel/contract/endpoints';
import { call, plannedCall } from '../../lib/http';
import { upload } from '../../lib/upload';
import type { FeedbackCategory } from './feedback';
import type { ProfileUpdate } from './profileForm';

/** Account calls of the accounts contract; feedback is ours (its issue comes later). */
export const feedbackCall = plannedCall<
  { category: FeedbackCategory; content: string; mobile: string; email: string },
  unknown
>('/feedback/submit');

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

/** `failure` starts the toast the HTTP client shows when it is not sent (lib/http.ts). */
export const submitFeedback = (
  form: { category: FeedbackCategory; content: string; mobile: string; email: string },
  failure: string,
) => call(feedbackCall, form, { failure });
