import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { navigateBack } from '../../router/navigation';
import { useRunAuth } from '../auth/runAuth';
import { submitFeedback } from './api';
import { feedbackError, type FeedbackForm } from './feedback';
import { useProfile } from './useProfile';

/** The feedback form, its contact fields started from the profile. */
export function useFeedbackForm() {
  const { t } = useTranslation('account');
  const { runAuth } = useRunAuth();
  const profile = useProfile();
  const [form, setForm] = useState<FeedbackForm>(() => ({
    category: null,
    content: '',
    mobile: profile.mobile ?? '',
    email: profile.email ?? '',
  }));

  const update = (patch: Partial<FeedbackForm>) => setForm((current) => ({ ...current, ...patch }));

  const handleSubmit = async () => {
    const error = feedbackError(form);
    if (error || !form.category)
      return showToast(t(`feedback.errors.${error ?? 'categoryRequired'}`));
    const request = {
      category: form.category,
      content: form.content.trim(),
      mobile: form.mobile.trim(),
      email: form.email.trim(),
    };
    // Not sent: the HTTP client said so and why; the text stays for another try.
    const sent = await runAuth(
      () => submitFeedback(request, t('feedback.notSent')),
      t('feedback.submitting'),
    );
    if (sent === null) return;
    showToast(t('feedback.sent'));
    navigateBack();
  };

  return { id: profile.id, form, update, handleSubmit };
}
