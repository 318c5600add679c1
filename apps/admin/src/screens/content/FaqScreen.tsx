import {
  adminFaqDelete,
  adminFaqList,
  adminFaqSave,
  FAQ_KEY_RULE,
  ZFaqFields,
  type TAdminFaqEntry,
} from '@khel/contract/admin-content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation, useAdminQuery } from '../../api';
import { ConfirmDialog } from '../../ui/Dialog';
import { Field, FormError, useZodForm } from '../../ui/form';
import { formatDateTime } from '../../ui/format';
import { Button, Card, Empty, Loaded, Page } from '../../ui/layout';
import { toast } from '../../ui/toast';
import { LanguageTabs, LanguageTags, type ContentLanguage } from './shared';

/** The FAQ page's questions: order, icon, in-app link, and the words in every language. */
export default function FaqScreen() {
  const { t } = useTranslation('content');
  const query = useAdminQuery(adminFaqList, {});
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  return (
    <Page
      title={t('faq.heading')}
      subtitle={t('faq.subtitle')}
      actions={
        <Button variant="primary" onClick={() => setSelected('new')}>
          {t('faq.new')}
        </Button>
      }
    >
      <Loaded query={query}>
        {({ list }) => {
          const current =
            selected === 'new' ? null : (list.find((e) => e.key === selected) ?? list[0] ?? null);
          return (
            <div className="ct-faq">
              <Card className="ct-card-flush">
                {list.length === 0 ? (
                  <Empty>{t('faq.empty')}</Empty>
                ) : (
                  <ul className="ct-faq-list">
                    {list.map((entry) => (
                      <li key={entry.key}>
                        <button
                          type="button"
                          aria-current={selected !== 'new' && current?.key === entry.key}
                          onClick={() => setSelected(entry.key)}
                        >
                          <span className="ct-faq-q">{entry.question}</span>
                          <span className="ct-faq-meta">
                            <span>#{entry.position}</span>
                            <span>{entry.key}</span>
                            <LanguageTags translated={Object.keys(entry.translations)} />
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
              {selected === 'new' || current ? (
                <FaqEditor
                  key={selected === 'new' ? 'new' : current!.key}
                  entry={selected === 'new' ? null : current}
                  nextPosition={Math.max(0, ...list.map((e) => e.position)) + 10}
                  onSaved={(key) => setSelected(key)}
                  onDeleted={() => setSelected(null)}
                />
              ) : null}
            </div>
          );
        }}
      </Loaded>
    </Page>
  );
}

function FaqEditor({
  entry,
  nextPosition,
  onSaved,
  onDeleted,
}: {
  entry: TAdminFaqEntry | null;
  nextPosition: number;
  onSaved: (key: string) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('content');
  const [language, setLanguage] = useState<ContentLanguage>('en');
  const [key, setKey] = useState(entry?.key ?? '');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useZodForm(ZFaqFields, {
    position: entry?.position ?? nextPosition,
    icon: entry?.icon ?? 'help',
    link: entry?.link ?? null,
    question: entry?.question ?? '',
    answer: entry?.answer ?? '',
    linkLabel: entry?.linkLabel ?? '',
    translations: entry?.translations ?? {},
  });
  const save = useAdminMutation(adminFaqSave, {
    invalidates: [adminFaqList],
    quiet: true,
    onSuccess: (saved) => {
      toast.success(t('saved'));
      onSaved(saved.key);
    },
  });
  const remove = useAdminMutation(adminFaqDelete, {
    invalidates: [adminFaqList],
    onSuccess: () => {
      toast.success(t('deleted'));
      onDeleted();
    },
  });
  const errors = form.formState.errors;
  const values = form.watch();
  const keyError = entry || key === '' || FAQ_KEY_RULE.test(key) ? null : t('faq.keyRule');
  const translated = (l: ContentLanguage) =>
    l === 'en' || Boolean(values.translations?.[l]?.question || values.translations?.[l]?.answer);
  return (
    <Card
      title={entry ? entry.question : t('faq.new')}
      actions={
        entry ? (
          <span className="muted">{t('faq.updated', { at: formatDateTime(entry.updatedAt) })}</span>
        ) : null
      }
    >
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <div className="form-grid">
          <Field
            label={t('faq.key')}
            error={keyError ? { message: keyError } : undefined}
            hint={t('faq.keyHint')}
          >
            <input value={key} disabled={Boolean(entry)} onChange={(e) => setKey(e.target.value)} />
          </Field>
          <Field label={t('faq.position')} error={errors.position}>
            <input type="number" {...form.register('position', { valueAsNumber: true })} />
          </Field>
          <Field label={t('faq.icon')} error={errors.icon} hint={t('faq.iconHint')}>
            <input {...form.register('icon')} />
          </Field>
          <Field label={t('faq.link')} error={errors.link} hint={t('faq.linkHint')}>
            <input
              {...form.register('link', { setValueAs: (v: string | null) => (v ? v : null) })}
              placeholder="/pages/wallet/Deposit"
            />
          </Field>
        </div>
        <div className="ct-locale">
          <LanguageTabs value={language} onChange={setLanguage} filled={translated} />
          {language === 'en' ? (
            <>
              <Field label={t('faq.question')} error={errors.question}>
                <input {...form.register('question')} />
              </Field>
              <Field label={t('faq.answer')} error={errors.answer}>
                <textarea rows={6} {...form.register('answer')} />
              </Field>
              <Field label={t('faq.linkLabel')} error={errors.linkLabel}>
                <input {...form.register('linkLabel')} />
              </Field>
            </>
          ) : (
            <div key={language} className="form">
              <Field
                label={t('faq.question')}
                error={errors.translations?.[language]?.question}
                hint={t('fallbackHint')}
              >
                <input
                  placeholder={values.question}
                  {...form.register(`translations.${language}.question`)}
                />
              </Field>
              <Field label={t('faq.answer')} error={errors.translations?.[language]?.answer}>
                <textarea
                  rows={6}
                  placeholder={values.answer}
                  {...form.register(`translations.${language}.answer`)}
                />
              </Field>
              <Field label={t('faq.linkLabel')} error={errors.translations?.[language]?.linkLabel}>
                <input
                  placeholder={values.linkLabel}
                  {...form.register(`translations.${language}.linkLabel`)}
                />
              </Field>
            </div>
          )}
        </div>
        <FormError error={save.error} />
        <div className="form-actions">
          {entry ? (
            <Button variant="danger" onClick={() => setConfirmDelete(true)}>
              {t('delete')}
            </Button>
          ) : null}
          <span style={{ flex: 1 }} />
          <Button
            variant="primary"
            busy={save.isPending}
            disabled={!entry && (key === '' || keyError !== null)}
            onClick={() =>
              void form.handleSubmit((fields) =>
                save.mutate({ key: entry?.key ?? key, create: !entry, entry: fields }),
              )()
            }
          >
            {entry ? t('common:action.save') : t('common:action.create')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        title={t('faq.deleteTitle')}
        message={t('faq.deleteText', { question: entry?.question })}
        confirmLabel={t('delete')}
        danger
        busy={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => entry && remove.mutate({ key: entry.key })}
      />
    </Card>
  );
}
