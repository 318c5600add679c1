/** Feedback categories of docs/product.md §2, in its order. */
export const FEEDBACK_CATEGORIES = [
  'game',
  'deposit',
  'withdraw',
  'vip',
  'invite',
  'account',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const SUGGESTION_MAX = 500;
/** Shorter than this rarely says enough for support to act on. */
export const SUGGESTION_MIN = 10;

export interface FeedbackForm {
  category: FeedbackCategory | null;
  content: string;
  mobile: string;
  email: string;
}

export type FeedbackErrorKey =
  'categoryRequired' | 'contentRequired' | 'contentShort' | 'contentLong' | 'emailInvalid';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The first problem, in the order the form shows its fields (category, then suggestion). */
export function feedbackError(form: FeedbackForm): FeedbackErrorKey | null {
  if (!form.category) return 'categoryRequired';
  const length = Array.from(form.content.trim()).length;
  if (length === 0) return 'contentRequired';
  if (length < SUGGESTION_MIN) return 'contentShort';
  if (length > SUGGESTION_MAX) return 'contentLong';
  const email = form.email.trim();
  return email && !EMAIL.test(email) ? 'emailInvalid' : null;
}
