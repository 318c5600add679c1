import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedbackForm } from '../../../../features/account/useFeedbackForm';
import type { PageProps } from '../../../../router/routes';
import { Button } from '../../../../ui/Button';
import { Field } from '../../../../ui/Field';
import { Icon } from '../../../../ui/icons';
import { CategoryChips } from './CategoryChips';
import styles from './FeedBack.module.css';
import { SuggestionBox } from './SuggestionBox';

export default function FeedBackPage(_props: PageProps) {
  const { t } = useTranslation('account');
  const { id, form, update, handleSubmit } = useFeedbackForm();

  const handleFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void handleSubmit();
  };

  return (
    <form className={styles.page} onSubmit={handleFormSubmit} noValidate>
      <h2 className={styles.sectionTitle}>{t('feedback.details')}</h2>
      <section className={styles.card}>
        <Field
          label={t('feedback.yourId')}
          name="userId"
          readOnly
          value={id ?? ''}
          prefix={<Icon name="user" size={18} />}
        />
        <Field
          label={t('feedback.phone')}
          name="mobile"
          type="tel"
          inputMode="tel"
          placeholder={t('feedback.phonePlaceholder')}
          maxLength={16}
          value={form.mobile}
          onChange={(e) => update({ mobile: e.target.value })}
          prefix={<Icon name="phone" size={18} />}
        />
        <Field
          label={t('feedback.email')}
          name="email"
          type="email"
          inputMode="email"
          placeholder={t('feedback.emailPlaceholder')}
          maxLength={100}
          value={form.email}
          onChange={(e) => update({ email: e.target.value })}
          prefix={<Icon name="mail" size={18} />}
        />
      </section>
      <h2 className={styles.sectionTitle}>{t('feedback.category')}</h2>
      <CategoryChips value={form.category} onChange={(category) => update({ category })} />
      <h2 className={styles.sectionTitle}>{t('feedback.suggestion')}</h2>
      <SuggestionBox value={form.content} onChange={(content) => update({ content })} />
      <div className={styles.actions}>
        <Button type="submit" block data-testid="feedback-submit">
          {t('feedback.submit')}
        </Button>
      </div>
    </form>
  );
}
