import {
  adminBroadcastList,
  adminBroadcastSend,
  BROADCAST_AUDIENCES,
  ZBroadcastFields,
  type TAdminBroadcast,
  type TBroadcastFields,
} from '@khel/contract/admin-content';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '../../api';
import { DataTable } from '../../ui/DataTable';
import { ConfirmDialog } from '../../ui/Dialog';
import { Field, FieldSet, FormError, useZodForm } from '../../ui/form';
import { formatDateTime, formatNumber } from '../../ui/format';
import { Badge, Button, Card, Page } from '../../ui/layout';
import { toast } from '../../ui/toast';
import { Check, LanguageTabs, LanguageTags, type ContentLanguage } from './shared';

const column = createColumnHelper<TAdminBroadcast>();

const EMPTY: TBroadcastFields = {
  audience: 'all',
  minVipLevel: null,
  maxVipLevel: null,
  playerIds: [],
  reachesLaterPlayers: false,
  title: '',
  content: '',
  translations: {},
};

/** Player ids typed or pasted: separated by commas, spaces or lines. */
const parseIds = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** Mail to players: the composer (everyone, a VIP range, a list of ids) and what was sent. */
export default function MailScreen() {
  const { t } = useTranslation('content');
  const [language, setLanguage] = useState<ContentLanguage>('en');
  const [confirming, setConfirming] = useState(false);
  const [ids, setIds] = useState('');
  const [audienceFilter, setAudienceFilter] = useState<TAdminBroadcast['audience'] | ''>('');
  const form = useZodForm(ZBroadcastFields, EMPTY);
  const send = useAdminMutation(adminBroadcastSend, {
    invalidates: [adminBroadcastList],
    quiet: true,
    onSuccess: (sent) => {
      toast.success(t('mail.sentToast', { count: sent.recipients }));
      setConfirming(false);
      setIds('');
      setLanguage('en');
      form.reset(EMPTY);
    },
  });
  const errors = form.formState.errors;
  const values = form.watch();
  const variant = language === 'en' ? undefined : values.translations?.[language];
  const audienceText = () => {
    if (values.audience === 'players')
      return t('mail.toPlayers', { count: new Set(parseIds(ids)).size });
    if (values.audience === 'vip')
      return t('mail.toVip', {
        min: values.minVipLevel ?? 0,
        max: values.maxVipLevel ?? '∞',
      });
    return t('mail.toAll');
  };
  const setAudience = (audience: TAdminBroadcast['audience']) => {
    form.setValue('audience', audience);
    if (audience !== 'vip') {
      form.setValue('minVipLevel', null);
      form.setValue('maxVipLevel', null);
    }
    if (audience === 'players') form.setValue('reachesLaterPlayers', false);
  };
  const level = (v: unknown) => (v === '' || v === null || Number.isNaN(v) ? null : Number(v));

  const columns = [
    column.accessor('sentAt', {
      header: t('mail.sentAt'),
      enableSorting: true,
      size: 170,
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
    column.accessor('title', {
      header: t('mail.subject'),
      size: 340,
      cell: ({ row }) => (
        <div>
          <strong>{row.original.title}</strong>
          <div className="ct-clip muted">{row.original.content}</div>
        </div>
      ),
    }),
    column.accessor('audience', {
      header: t('mail.audience'),
      cell: ({ row }) => {
        const b = row.original;
        if (b.audience === 'players')
          return <Badge tone="info">{t('mail.toPlayers', { count: b.playerCount })}</Badge>;
        if (b.audience === 'vip')
          return (
            <Badge tone="warn">
              {t('mail.toVip', { min: b.minVipLevel ?? 0, max: b.maxVipLevel ?? '∞' })}
            </Badge>
          );
        return <Badge>{b.reachesLaterPlayers ? t('mail.toAllLater') : t('mail.toAll')}</Badge>;
      },
    }),
    column.accessor('languages', {
      header: t('mail.languages'),
      size: 130,
      cell: ({ getValue }) => <LanguageTags translated={getValue()} />,
    }),
    column.accessor('recipients', {
      header: t('mail.recipients'),
      enableSorting: true,
      size: 100,
      cell: ({ getValue }) => formatNumber(getValue()),
    }),
    column.accessor('reads', {
      header: t('mail.reads'),
      enableSorting: true,
      size: 150,
      cell: ({ row }) => {
        const { reads, recipients } = row.original;
        const share = recipients > 0 ? Math.min(1, reads / recipients) : 0;
        return (
          <span
            className="ct-progress"
            data-testid="broadcast-reads"
            title={`${Math.round(share * 100)}%`}
          >
            <span>{formatNumber(reads)}</span>
            <span className="ct-progress-bar">
              <span style={{ width: `${share * 100}%` }} />
            </span>
          </span>
        );
      },
    }),
    column.accessor('sentBy', {
      header: t('mail.sentBy'),
      cell: ({ getValue }) => getValue() ?? '—',
    }),
  ];

  return (
    <Page title={t('mail.heading')} subtitle={t('mail.subtitle')}>
      <div className="ct-split">
        <Card title={t('mail.compose')}>
          <form className="form" onSubmit={(e) => e.preventDefault()}>
            <FieldSet legend={t('mail.audience')}>
              <div className="ct-radio-row" role="radiogroup">
                {BROADCAST_AUDIENCES.map((audience) => (
                  <label key={audience}>
                    <input
                      type="radio"
                      name="audience"
                      checked={values.audience === audience}
                      onChange={() => setAudience(audience)}
                    />
                    {t(`mail.audienceOption.${audience}`)}
                  </label>
                ))}
              </div>
            </FieldSet>
            {values.audience === 'vip' ? (
              <div className="form-grid">
                <Field label={t('mail.minVip')} error={errors.minVipLevel}>
                  <input
                    type="number"
                    min={0}
                    {...form.register('minVipLevel', { setValueAs: level })}
                  />
                </Field>
                <Field label={t('mail.maxVip')} error={errors.maxVipLevel}>
                  <input
                    type="number"
                    min={0}
                    {...form.register('maxVipLevel', { setValueAs: level })}
                  />
                </Field>
              </div>
            ) : null}
            {values.audience === 'players' ? (
              <Field
                label={t('mail.playerIds')}
                error={errors.playerIds as { message?: string } | undefined}
                hint={t('mail.playerIdsHint')}
              >
                <textarea
                  rows={3}
                  value={ids}
                  onChange={(e) => {
                    setIds(e.target.value);
                    form.setValue('playerIds', parseIds(e.target.value), {
                      shouldValidate: form.formState.isSubmitted,
                    });
                  }}
                />
              </Field>
            ) : (
              <Check {...form.register('reachesLaterPlayers')}>{t('mail.reachesLater')}</Check>
            )}
            <div className="ct-locale">
              <LanguageTabs
                value={language}
                onChange={setLanguage}
                filled={(l) =>
                  l === 'en' ||
                  Boolean(values.translations?.[l]?.title || values.translations?.[l]?.content)
                }
              />
              {language === 'en' ? (
                <>
                  <Field label={t('mail.subject')} error={errors.title}>
                    <input {...form.register('title')} />
                  </Field>
                  <Field label={t('mail.message')} error={errors.content}>
                    <textarea rows={6} {...form.register('content')} />
                  </Field>
                </>
              ) : (
                <div key={language} className="form">
                  <Field
                    label={t('mail.subject')}
                    error={errors.translations?.[language]?.title}
                    hint={t('fallbackHint')}
                  >
                    <input
                      placeholder={values.title}
                      {...form.register(`translations.${language}.title`)}
                    />
                  </Field>
                  <Field label={t('mail.message')} error={errors.translations?.[language]?.content}>
                    <textarea
                      rows={6}
                      placeholder={values.content}
                      {...form.register(`translations.${language}.content`)}
                    />
                  </Field>
                </div>
              )}
            </div>
            <FormError error={send.error} />
            <div className="form-actions">
              <span className="muted">{audienceText()}</span>
              <span style={{ flex: 1 }} />
              <Button
                variant="primary"
                onClick={() => void form.handleSubmit(() => setConfirming(true))()}
              >
                {t('mail.send')}
              </Button>
            </div>
          </form>
        </Card>
        <Card title={t('preview')}>
          <div className="ct-mail-preview" data-testid="mail-preview">
            <h3>{variant?.title || values.title || t('mail.subject')}</h3>
            <p>{variant?.content || values.content || '…'}</p>
          </div>
          <p className="form-hint">{t('mail.previewHint')}</p>
        </Card>
      </div>
      <h2 className="ct-section">{t('mail.history')}</h2>
      <DataTable
        endpoint={adminBroadcastList}
        columns={columns}
        filters={audienceFilter ? { audience: audienceFilter } : {}}
        initialSort={{ id: 'sentAt', desc: true }}
        rowKey={(row) => row.id}
        empty={t('mail.empty')}
        toolbar={
          <div className="ct-filters">
            <Field label={t('mail.audience')}>
              <select
                value={audienceFilter}
                onChange={(e) => setAudienceFilter(e.target.value as typeof audienceFilter)}
              >
                <option value="">{t('filter.all')}</option>
                {BROADCAST_AUDIENCES.map((a) => (
                  <option key={a} value={a}>
                    {t(`mail.audienceOption.${a}`)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        }
      />
      <ConfirmDialog
        open={confirming}
        title={t('mail.confirmTitle')}
        message={t('mail.confirmText', { audience: audienceText(), title: values.title })}
        confirmLabel={t('mail.send')}
        busy={send.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void form.handleSubmit((fields) =>
            send.mutate(fields, { onError: () => setConfirming(false) }),
          )()
        }
      />
    </Page>
  );
}
