import {
  FEEDBACK_MAX_SCREENSHOTS,
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  FEEDBACK_SUGGESTION_MAX as SUGGESTION_MAX,
  FEEDBACK_SUGGESTION_MIN as SUGGESTION_MIN,
  type FeedbackCategory,
} from '@khel/contract/constants';

/** Categories and limits of docs/product.md §2 Feedback, as the server checks them. */
export { FEEDBACK_CATEGORIES, type FeedbackCategory } from '@khel/contract/constants';
export { SUGGESTION_MAX, SUGGESTION_MIN };

export interface FeedbackForm {
  category: FeedbackCategory | null;
  content: string;
  mobile: string;
  email: string;
  /** Screenshots to send with it, at most FEEDBACK_MAX_SCREENSHOTS. */
  screenshots: File[];
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

export type ScreenshotErrorKey = 'screenshotType' | 'screenshotSize' | 'screenshotCount';

/**
 * Whether `file` may join `current` screenshots: an image (image/*; the server checks the
 * content) of at most 2 MB, up to 3 in all. The first problem otherwise.
 */
export function screenshotError(
  file: { type: string; size: number },
  current: number,
): ScreenshotErrorKey | null {
  if (current >= FEEDBACK_MAX_SCREENSHOTS) return 'screenshotCount';
  if (!file.type.startsWith('image/')) return 'screenshotType';
  return file.size > FEEDBACK_SCREENSHOT_MAX_BYTES ? 'screenshotSize' : null;
}
