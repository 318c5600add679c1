import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useFeedbackForm } from '../../../../features/account/useFeedbackForm';
import type { PageProps } from '../../../../router/routes';
import { Button } from '../../../../ui/Button';
import { Field } from '../../../../ui/Field';
import { Icon } from '../../../../ui/icons';
import { Tabs } from '../../../../ui/Tabs';
import { CategoryChips } from './CategoryChips';
import styles from './FeedBack.module.css';
import { MyFeedback } from './MyFeedback';
import { Screenshots } from './Screenshots';
import { SuggestionBox } from './SuggestionBox';

type Section = 'send' | 'mine';

export default function FeedBackPage(_props: PageProps) {
  const { t } = useTranslation('account');
  const [section, setSection] = useState<Section>('send');
  const { id, form, update, handleScreenshots, removeScreenshot, handleSubmit } = useFeedbackForm(
    () => setSection('mine'),
  );

  const handleFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void handleSubmit();
  };

  return (
    <div className={styles.page}>
      <Tabs
        items={[
          { key: 'send', label: t('feedback.tabs.send') },
          { key: 'mine', label: t('feedback.tabs.mine') },
        ]}
        value={section}
        onChange={setSection}
      />
      {section === 'mine' ? (
        <MyFeedback />
      ) : (
        <form onSubmit={handleFormSubmit} noValidate>
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
          <h2 className={styles.sectionTitle}>{t('feedback.screenshotsTitle')}</h2>
          <Screenshots
            files={form.screenshots}
            onPick={handleScreenshots}
            onRemove={removeScreenshot}
          />
          <div className={styles.actions}>
            <Button type="submit" block data-testid="feedback-submit">
              {t('feedback.submit')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
