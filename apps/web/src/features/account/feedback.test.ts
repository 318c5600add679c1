import { describe, expect, it } from 'vitest';
import { feedbackError, screenshotError, type FeedbackForm } from './feedback';

const form: FeedbackForm = {
  category: 'deposit',
  content: 'My deposit has not arrived after an hour.',
  mobile: '',
  email: '',
  screenshots: [],
};

describe('feedbackError', () => {
  it('passes a complete form', () => {
    expect(feedbackError(form)).toBeNull();
  });

  it('wants a category first', () => {
    expect(feedbackError({ ...form, category: null, content: '' })).toBe('categoryRequired');
  });

  it('wants a suggestion of 10 to 500 characters', () => {
    expect(feedbackError({ ...form, content: '   ' })).toBe('contentRequired');
    expect(feedbackError({ ...form, content: 'too short' })).toBe('contentShort');
    expect(feedbackError({ ...form, content: 'x'.repeat(501) })).toBe('contentLong');
    expect(feedbackError({ ...form, content: 'x'.repeat(500) })).toBeNull();
  });

  it('checks the email only when one is given', () => {
    expect(feedbackError({ ...form, email: 'nobody@' })).toBe('emailInvalid');
    expect(feedbackError({ ...form, email: 'ravi@mail.com' })).toBeNull();
  });
});

describe('screenshotError', () => {
  const MB = 1024 * 1024;
  it('takes images of at most 2 MB, three in all', () => {
    expect(screenshotError({ type: 'image/png', size: 2 * MB }, 0)).toBeNull();
    expect(screenshotError({ type: 'image/png', size: 2 * MB + 1 }, 0)).toBe('screenshotSize');
    expect(screenshotError({ type: 'application/pdf', size: 10 }, 0)).toBe('screenshotType');
    expect(screenshotError({ type: 'image/jpeg', size: 10 }, 3)).toBe('screenshotCount');
  });
});
