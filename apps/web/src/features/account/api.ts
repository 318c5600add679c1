import { post } from '../../lib/http';
import type { FeedbackCategory } from './feedback';
import type { ProfileUpdate } from './profileForm';

/**
 * Account calls; their server side arrives with the accounts issue. SPEC.md names only
 * /user/updateInfo; bindPhone and setWithdrawPassword follow the accounts contract in progress,
 * and the feedback path is ours.
 */
export const ACCOUNT_PATHS = {
  updateInfo: '/user/updateInfo',
  bindPhone: '/user/bindPhone',
  setWithdrawPassword: '/user/setWithdrawPassword',
  feedback: '/feedback/submit',
} as const;

export const updateProfile = (update: ProfileUpdate) =>
  post<unknown>(ACCOUNT_PATHS.updateInfo, update);

export const bindPhone = (form: { mobile: string; verificationCode: string }) =>
  post<unknown>(ACCOUNT_PATHS.bindPhone, form);

export const setWithdrawPassword = (form: {
  mobile: string;
  verificationCode: string;
  withdrawPassword: string;
}) => post<unknown>(ACCOUNT_PATHS.setWithdrawPassword, form);

export const submitFeedback = (form: {
  category: FeedbackCategory;
  content: string;
  mobile: string;
  email: string;
}) => post<unknown>(ACCOUNT_PATHS.feedback, form);
