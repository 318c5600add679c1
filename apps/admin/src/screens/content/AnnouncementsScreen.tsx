import {
  adminAnnouncementDelete,
  adminAnnouncementList,
  adminAnnouncementSave,
  ZAnnouncementFields,
  type TAdminAnnouncement,
} from '@khel/contract/admin-content';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '../../api';
import { DataTable } from '../../ui/DataTable';
import { ConfirmDialog, Dialog, DialogFooter } from '../../ui/Dialog';
import { Field, FormError, useZodForm } from '../../ui/form';
import { Button, Page } from '../../ui/layout';
import { toast } from '../../ui/toast';
import { DateTime } from './BannersScreen';
import {
  Check,
  LanguageTabs,
  LanguageTags,
  ScheduleBadge,
  Window,
  type ContentLanguage,
} from './shared';

const column = createColumnHelper<TAdminAnnouncement>();

/** The Home marquee's notices, shown before recent wins, per language and schedule. */
export default function AnnouncementsScreen() {
  const { t } = useTranslation('content');
  const [editing, setEditing] = useState<TAdminAnnouncement | 'new' | null>(null);
  const columns = [
    column.accessor('text', {
      header: t('announcements.text'),
      size: 560,
      cell: ({ row }) => (
        <div>
          <div className="ct-clip">{row.original.text}</div>
          <LanguageTags translated={Object.keys(row.original.translations)} />
        </div>
      ),
    }),
    column.accessor('sortOrder', { header: t('field.order'), enableSorting: true, size: 90 }),
    column.display({
      id: 'window',
      header: t('field.window'),
      cell: ({ row }) => <Window startsAt={row.original.startsAt} endsAt={row.original.endsAt} />,
    }),
    column.display({
      id: 'status',
      header: t('field.status'),
      size: 110,
      cell: ({ row }) => <ScheduleBadge row={row.original} />,
    }),
  ];
  return (
    <Page
      title={t('announcements.heading')}
      subtitle={t('announcements.subtitle')}
      actions={
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('announcements.new')}
        </Button>
      }
    >
      <DataTable
        endpoint={adminAnnouncementList}
        columns={columns}
        initialSort={{ id: 'sortOrder', desc: false }}
        rowKey={(row) => row.id}
        onRowClick={(row) => setEditing(row)}
        empty={t('announcements.empty')}
      />
      {editing ? (
        <AnnouncementDialog
          announcement={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Page>
  );
}

function AnnouncementDialog({
  announcement,
  onClose,
}: {
  announcement: TAdminAnnouncement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const [language, setLanguage] = useState<ContentLanguage>('en');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useZodForm(ZAnnouncementFields, {
    text: announcement?.text ?? '',
    sortOrder: announcement?.sortOrder ?? 10,
    enabled: announcement?.enabled ?? true,
    startsAt: announcement?.startsAt ?? null,
    endsAt: announcement?.endsAt ?? null,
    translations: announcement?.translations ?? {},
  });
  const save = useAdminMutation(adminAnnouncementSave, {
    invalidates: [adminAnnouncementList],
    quiet: true,
    onSuccess: () => {
      toast.success(t('saved'));
      onClose();
    },
  });
  const remove = useAdminMutation(adminAnnouncementDelete, {
    invalidates: [adminAnnouncementList],
    onSuccess: () => {
      toast.success(t('deleted'));
      onClose();
    },
  });
  const errors = form.formState.errors;
  const values = form.watch();
  const shown =
    (language === 'en' ? values.text : values.translations?.[language]?.text || values.text) || '—';
  return (
    <>
      <Dialog
        open
        wide
        title={announcement ? t('announcements.edit') : t('announcements.new')}
        onClose={onClose}
        footer={
          <DialogFooter
            onClose={onClose}
            busy={save.isPending}
            label={t('common:action.save')}
            onDelete={announcement ? () => setConfirmDelete(true) : undefined}
            deleteLabel={t('delete')}
            onSubmit={() =>
              void form.handleSubmit((fields) =>
                save.mutate({
                  ...(announcement ? { id: announcement.id } : {}),
                  announcement: fields,
                }),
              )()
            }
          />
        }
      >
        <form className="form" onSubmit={(e) => e.preventDefault()}>
          <div className="ct-locale">
            <LanguageTabs
              value={language}
              onChange={setLanguage}
              filled={(l) => l === 'en' || Boolean(values.translations?.[l]?.text)}
            />
            {language === 'en' ? (
              <Field label={t('announcements.text')} error={errors.text}>
                <textarea rows={3} {...form.register('text')} />
              </Field>
            ) : (
              <Field
                label={t('announcements.text')}
                error={errors.translations?.[language]?.text}
                hint={t('fallbackHint')}
              >
                <textarea
                  key={language}
                  rows={3}
                  placeholder={values.text}
                  {...form.register(`translations.${language}.text`)}
                />
              </Field>
            )}
          </div>
          <div>
            <div className="form-label" style={{ marginBottom: 6 }}>
              {t('preview')}
            </div>
            <div className="ct-marquee" data-testid="announcement-preview">
              {shown}
            </div>
          </div>
          <div className="ct-grid-3">
            <Field label={t('field.order')} error={errors.sortOrder} hint={t('field.orderHint')}>
              <input type="number" {...form.register('sortOrder', { valueAsNumber: true })} />
            </Field>
            <DateTime form={form} name="startsAt" label={t('field.startsAt')} />
            <DateTime form={form} name="endsAt" label={t('field.endsAt')} />
          </div>
          <Check {...form.register('enabled')}>{t('field.enabled')}</Check>
          <FormError error={save.error} />
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirmDelete}
        title={t('announcements.deleteTitle')}
        message={t('announcements.deleteText')}
        confirmLabel={t('delete')}
        danger
        busy={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => announcement && remove.mutate({ id: announcement.id })}
      />
    </>
  );
}
