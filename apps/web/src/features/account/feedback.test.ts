import { describe, expect, it } from 'vitest';
import { feedbackError, type FeedbackForm } from './feedback';

const form: FeedbackForm = {
  category: 'deposit',
  content: 'My deposit has not arrived after an hour.',
  mobile: '',
  email: '',
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
