import {
  adminBannerDelete,
  adminBannerList,
  adminBannerSave,
  adminBannerUpload,
  BANNER_IMAGE_MAX_BYTES,
  ZBannerFields,
  type TAdminBanner,
  type TBannerFields,
} from '@khel/contract/admin-content';
import { BANNER_LINK_TYPES } from '@khel/contract/constants';
import { createColumnHelper } from '@tanstack/react-table';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCall, useAdminMutation } from '../../api';
import { DataTable } from '../../ui/DataTable';
import { ConfirmDialog, Dialog, DialogFooter } from '../../ui/Dialog';
import { Field, FormError, useZodForm } from '../../ui/form';
import { Button, Page, Tabs } from '../../ui/layout';
import { toast } from '../../ui/toast';
import { errorText } from '../../ui/errors';
import {
  Check,
  fromLocalInput,
  LanguageTabs,
  LanguageTags,
  ScheduleBadge,
  toLocalInput,
  Window,
  type ContentLanguage,
} from './shared';

const column = createColumnHelper<TAdminBanner>();

/** Home banners: the carousel's artwork, order, link, schedule and per-language variants. */
export default function BannersScreen() {
  const { t } = useTranslation('content');
  const [editing, setEditing] = useState<TAdminBanner | 'new' | null>(null);
  const [shown, setShown] = useState<'all' | 'on' | 'off'>('all');
  const columns = [
    column.display({
      id: 'image',
      header: t('banners.artwork'),
      size: 110,
      cell: ({ row }) => <img className="ct-thumb" src={row.original.imageUrl} alt="" />,
    }),
    column.accessor('title', {
      header: t('banners.title'),
      enableSorting: true,
      cell: ({ row }) => (
        <div>
          <strong>{row.original.title}</strong>
          <div>
            <LanguageTags translated={Object.keys(row.original.translations)} />
          </div>
        </div>
      ),
    }),
    column.accessor('link', {
      header: t('banners.link'),
      cell: ({ row }) =>
        row.original.linkType === 'none' ? (
          <span className="muted">{t('linkType.none')}</span>
        ) : (
          <span>
            <span className="muted">{t(`linkType.${row.original.linkType}`)}: </span>
            {row.original.link}
          </span>
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
      title={t('banners.heading')}
      subtitle={t('banners.subtitle')}
      actions={
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('banners.new')}
        </Button>
      }
    >
      <DataTable
        endpoint={adminBannerList}
        columns={columns}
        filters={shown === 'all' ? {} : { enabled: shown === 'on' }}
        initialSort={{ id: 'sortOrder', desc: false }}
        rowKey={(row) => row.id}
        onRowClick={(row) => setEditing(row)}
        empty={t('banners.empty')}
        toolbar={
          <Tabs
            tabs={[
              { key: 'all', label: t('filter.all') },
              { key: 'on', label: t('filter.enabled') },
              { key: 'off', label: t('filter.disabled') },
            ]}
            value={shown}
            onChange={setShown}
          />
        }
      />
      {editing ? (
        <BannerDialog
          banner={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Page>
  );
}

const EMPTY: TBannerFields = {
  title: '',
  imageUrl: '',
  linkType: 'none',
  link: '',
  sortOrder: 10,
  enabled: true,
  startsAt: null,
  endsAt: null,
  translations: {},
};

function BannerDialog({ banner, onClose }: { banner: TAdminBanner | null; onClose: () => void }) {
  const { t } = useTranslation('content');
  const [language, setLanguage] = useState<ContentLanguage>('en');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const form = useZodForm(
    ZBannerFields,
    banner
      ? {
          title: banner.title,
          imageUrl: banner.imageUrl,
          linkType: banner.linkType,
          link: banner.link,
          sortOrder: banner.sortOrder,
          enabled: banner.enabled,
          startsAt: banner.startsAt,
          endsAt: banner.endsAt,
          translations: banner.translations,
        }
      : EMPTY,
  );
  const save = useAdminMutation(adminBannerSave, {
    invalidates: [adminBannerList],
    quiet: true,
    onSuccess: () => {
      toast.success(t('saved'));
      onClose();
    },
  });
  const remove = useAdminMutation(adminBannerDelete, {
    invalidates: [adminBannerList],
    onSuccess: () => {
      toast.success(t('deleted'));
      onClose();
    },
  });
  const errors = form.formState.errors;
  const values = form.watch();
  const variant = language === 'en' ? undefined : values.translations?.[language];
  const previewUrl = variant?.imageUrl || values.imageUrl;
  const previewTitle = variant?.title || values.title;
  const imageField =
    language === 'en' ? 'imageUrl' : (`translations.${language}.imageUrl` as const);

  async function upload(chosen: File | undefined) {
    if (!chosen) return;
    if (chosen.size > BANNER_IMAGE_MAX_BYTES) {
      toast.error(t('banners.tooLarge'));
      return;
    }
    setUploading(true);
    try {
      const bytes = new Uint8Array(await chosen.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      const stored = await adminCall(adminBannerUpload, {
        name: chosen.name.slice(0, 120),
        dataBase64: btoa(binary),
      });
      form.setValue(imageField, stored.url, { shouldDirty: true, shouldValidate: true });
      toast.success(t('banners.uploaded'));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  }

  return (
    <>
      <Dialog
        open
        wide
        title={banner ? t('banners.edit') : t('banners.new')}
        onClose={onClose}
        footer={
          <DialogFooter
            onClose={onClose}
            busy={save.isPending}
            label={t('common:action.save')}
            onDelete={banner ? () => setConfirmDelete(true) : undefined}
            deleteLabel={t('delete')}
            onSubmit={() =>
              void form.handleSubmit((fields) =>
                save.mutate({ ...(banner ? { id: banner.id } : {}), banner: fields }),
              )()
            }
          />
        }
      >
        <div className="ct-split ct-dialog-split">
          <form className="form" onSubmit={(e) => e.preventDefault()}>
            <div className="ct-locale">
              <LanguageTabs
                value={language}
                onChange={setLanguage}
                filled={(l) =>
                  l === 'en' ||
                  Boolean(values.translations?.[l]?.title || values.translations?.[l]?.imageUrl)
                }
              />
              {language === 'en' ? (
                <Field
                  label={t('banners.title')}
                  error={errors.title}
                  hint={t('banners.titleHint')}
                >
                  <input {...form.register('title')} />
                </Field>
              ) : (
                <Field
                  label={t('banners.title')}
                  error={errors.translations?.[language]?.title}
                  hint={t('fallbackHint')}
                >
                  <input
                    key={language}
                    placeholder={values.title}
                    {...form.register(`translations.${language}.title`)}
                  />
                </Field>
              )}
              <div className="ct-upload">
                <Field
                  label={t('banners.imageUrl')}
                  error={
                    language === 'en' ? errors.imageUrl : errors.translations?.[language]?.imageUrl
                  }
                  hint={language === 'en' ? t('banners.imageHint') : t('fallbackHint')}
                >
                  <input
                    key={language}
                    placeholder={language === 'en' ? '/static/banners/…' : values.imageUrl}
                    {...form.register(imageField)}
                  />
                </Field>
                <input
                  ref={file}
                  type="file"
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  hidden
                  data-testid="banner-file"
                  onChange={(e) => void upload(e.target.files?.[0])}
                />
                <Button busy={uploading} onClick={() => file.current?.click()}>
                  {t('banners.upload')}
                </Button>
              </div>
            </div>
            <div className="ct-grid-link">
              <Field label={t('banners.linkType')} error={errors.linkType}>
                <select {...form.register('linkType')}>
                  {BANNER_LINK_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`linkType.${type}`)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field
                label={t('banners.link')}
                error={errors.link}
                hint={t(`linkHint.${values.linkType}`)}
              >
                <input disabled={values.linkType === 'none'} {...form.register('link')} />
              </Field>
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
          <div>
            <div className="form-label" style={{ marginBottom: 6 }}>
              {t('preview')}
            </div>
            <div className="ct-preview" data-testid="banner-preview">
              {previewUrl ? (
                <img src={previewUrl} alt={previewTitle} />
              ) : (
                <div className="ct-preview-missing">{t('banners.noArtwork')}</div>
              )}
              <div className="ct-preview-caption">
                <span>{previewTitle || '—'}</span>
                <span>{language}</span>
              </div>
            </div>
          </div>
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirmDelete}
        title={t('banners.deleteTitle')}
        message={t('banners.deleteText', { title: banner?.title })}
        confirmLabel={t('delete')}
        danger
        busy={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => banner && remove.mutate({ id: banner.id })}
      />
    </>
  );
}

/** A start or end time, entered in India time, kept as an instant (or null). */
export function DateTime({
  form,
  name,
  label,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form with startsAt/endsAt
  form: { control: any; formState: { errors: Record<string, any> } };
  name: 'startsAt' | 'endsAt';
  label: string;
}) {
  const { t } = useTranslation('content');
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field
          label={label}
          error={form.formState.errors[name] as { message?: string } | undefined}
          hint={t('field.timeHint')}
        >
          <input
            type="datetime-local"
            value={toLocalInput(field.value as string | null)}
            onChange={(e) => field.onChange(fromLocalInput(e.target.value))}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}
