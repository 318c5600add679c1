import type { TUserInfo } from '@khel/contract';
import { API_PATHS } from '@khel/contract/paths';
import { post } from '../../lib/http';
import { upload } from '../../lib/upload';
import type { FeedbackCategory } from './feedback';
import type { ProfileUpdate } from './profileForm';

/** Account calls of the accounts contract; the feedback path is ours (its issue comes later). */
export const FEEDBACK_PATH = '/feedback/submit';

export const updateProfile = (update: ProfileUpdate) =>
  post<TUserInfo>(API_PATHS.updateInfo, update);

/** multipart/form-data: the common fields as form fields, the image in `file`. */
export const uploadAvatar = (file: File) =>
  upload<{ avatar: string }>(API_PATHS.uploadAvatar, { file });

export const bindPhone = (form: { mobile: string; verificationCode: string; password?: string }) =>
  post<TUserInfo>(API_PATHS.bindPhone, form);

export const setWithdrawPassword = (form: {
  mobile: string;
  verificationCode: string;
  withdrawPassword: string;
}) => post<null>(API_PATHS.setWithdrawPassword, form);

/** `failure` starts the toast the HTTP client shows when it is not sent (lib/http.ts). */
export const submitFeedback = (
  form: { category: FeedbackCategory; content: string; mobile: string; email: string },
  failure: string,
) => post<unknown>(FEEDBACK_PATH, form, { failure });
