import { useQueryClient } from '../../api/query';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { useRunAuth } from '../auth';
import { feedbackKeys, submitFeedback } from './api';
import { feedbackError, screenshotError, type FeedbackForm } from './feedback';
import { useProfile } from './useProfile';

const emptyForm = (profile: { mobile?: string | null; email?: string | null }): FeedbackForm => ({
  category: null,
  content: '',
  mobile: profile.mobile ?? '',
  email: profile.email ?? '',
  screenshots: [],
});

/** The feedback form, its contact fields started from the profile; `onSent` after it went. */
export function useFeedbackForm(onSent: () => void) {
  const { t } = useTranslation('account');
  const { runAuth } = useRunAuth();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const [form, setForm] = useState<FeedbackForm>(() => emptyForm(profile));

  const update = (patch: Partial<FeedbackForm>) => setForm((current) => ({ ...current, ...patch }));

  const handleScreenshots = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file may be picked again after a refusal
    const next = [...form.screenshots];
    for (const file of picked) {
      const error = screenshotError(file, next.length);
      if (error) {
        showToast(t(`feedback.errors.${error}`));
        break;
      }
      next.push(file);
    }
    update({ screenshots: next });
  };
  const removeScreenshot = (index: number) =>
    update({ screenshots: form.screenshots.filter((_, i) => i !== index) });

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
      () => submitFeedback(request, form.screenshots, t('feedback.notSent')),
      t('feedback.submitting'),
    );
    if (sent === null) return;
    showToast(t('feedback.sent'));
    setForm(emptyForm(profile));
    void queryClient.invalidateQueries({ queryKey: feedbackKeys.mine });
    onSent();
  };

  return { id: profile.id, form, update, handleScreenshots, removeScreenshot, handleSubmit };
}
