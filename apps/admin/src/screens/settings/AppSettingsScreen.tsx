import {
  adminAppSettings,
  adminAppSettingsSave,
  adminContactDelete,
  adminContacts,
  adminContactSave,
  ZAppSettings,
  ZServiceContactInput,
  type TAppSettings,
  type TServiceContactInput,
} from '@khel/contract/admin-settings';
import { SERVICE_KINDS, THEMES } from '@khel/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation, useAdminQuery } from '../../api';
import { ConfirmDialog, Dialog, DialogFooter } from '../../ui/Dialog';
import { Field, FieldSet, FormError, useZodForm } from '../../ui/form';
import { Badge, Button, Card, Empty, Loaded, Page } from '../../ui/layout';
import { toast } from '../../ui/toast';
import './settings.css';
import { useSchemaState } from './state';

/** App settings (/u/gconfig, links, sign-in methods) and the customer-service contacts. */
export default function AppSettingsScreen() {
  const { t } = useTranslation('settings');
  const query = useAdminQuery(adminAppSettings, {});
  return (
    <Page title={t('app.title')} subtitle={t('app.subtitle')}>
      <div className="grid-stack">
        <Loaded query={query}>{(settings) => <AppForm settings={settings} />}</Loaded>
        <Contacts />
      </div>
    </Page>
  );
}

const LINKS = ['telegram_url', 'faq_url', 'manual_recharge_url'] as const;
const LOGINS = ['password', 'otp', 'id', 'guest'] as const;

function AppForm({ settings }: { settings: TAppSettings }) {
  const { t } = useTranslation('settings');
  const state = useSchemaState(ZAppSettings, settings);
  const { values, error } = state;
  const set = (patch: Partial<TAppSettings>) => state.setValues({ ...values, ...patch });
  const [prefixes, setPrefixes] = useState(settings.phoneNumberPrefixes.join(', '));
  const save = useAdminMutation(adminAppSettingsSave, {
    invalidates: [adminAppSettings],
    quiet: true,
    onSuccess: () => toast.success(t('app.saved')),
  });
  return (
    <Card title={t('app.card')}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          const value = state.check();
          if (value) save.mutate(value);
        }}
      >
        <div className="form-grid">
          <Field label={t('app.appName')} error={error('appName')}>
            <input value={values.appName} onChange={(e) => set({ appName: e.target.value })} />
          </Field>
          <Field label={t('app.appVersion')} error={error('appVersion')}>
            <input
              value={values.appVersion}
              onChange={(e) => set({ appVersion: e.target.value })}
            />
          </Field>
          <Field label={t('app.appVersionCode')} error={error('appVersionCode')}>
            <input
              type="number"
              value={Number.isNaN(values.appVersionCode) ? '' : values.appVersionCode}
              onChange={(e) => set({ appVersionCode: e.target.valueAsNumber })}
            />
          </Field>
          <Field label={t('app.currencySign')} error={error('currencySign')}>
            <input
              value={values.currencySign}
              onChange={(e) => set({ currencySign: e.target.value })}
            />
          </Field>
          <Field label={t('app.theme')} error={error('theme')}>
            <select
              value={values.theme}
              onChange={(e) => set({ theme: e.target.value as TAppSettings['theme'] })}
            >
              {THEMES.map((theme) => (
                <option key={theme} value={theme}>
                  {t(`app.themes.${theme}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={t('app.phoneNumberPrefixes')}
            error={error('phoneNumberPrefixes') ?? error('phoneNumberPrefixes.0')}
            hint={t('app.phoneNumberPrefixesHint')}
          >
            <input
              value={prefixes}
              onChange={(e) => {
                setPrefixes(e.target.value);
                set({
                  phoneNumberPrefixes: e.target.value.split(/[\s,]+/).filter(Boolean),
                });
              }}
            />
          </Field>
          <Field label={t('app.phoneNumberPrefix')} error={error('phoneNumberPrefix')}>
            <select
              value={values.phoneNumberPrefix}
              onChange={(e) => set({ phoneNumberPrefix: e.target.value })}
            >
              {[...new Set([values.phoneNumberPrefix, ...values.phoneNumberPrefixes])].map(
                (prefix) => (
                  <option key={prefix} value={prefix}>
                    {prefix}
                  </option>
                ),
              )}
            </select>
          </Field>
        </div>
        <div className="form-grid">
          {LINKS.map((key) => (
            <Field
              key={key}
              label={t(`app.links.${key}`)}
              error={error(`links.${key}`)}
              hint={t(`app.links.${key}Hint`)}
            >
              <input
                value={values.links[key]}
                placeholder="https://"
                onChange={(e) => set({ links: { ...values.links, [key]: e.target.value } })}
              />
            </Field>
          ))}
        </div>
        <FieldSet legend={t('app.loginMethods')} error={error('loginMethods')}>
          <div className="inline-checks">
            {LOGINS.map((key) => (
              <label key={key} className="checkbox">
                <input
                  type="checkbox"
                  checked={values.loginMethods[key]}
                  onChange={(e) =>
                    set({ loginMethods: { ...values.loginMethods, [key]: e.target.checked } })
                  }
                />
                {t(`app.login.${key}`)}
              </label>
            ))}
          </div>
        </FieldSet>
        <FormError error={save.error} />
        <div className="form-actions">
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t('common:action.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

type Contact = TServiceContactInput & { id?: string };

function Contacts() {
  const { t } = useTranslation('settings');
  const query = useAdminQuery(adminContacts, {});
  const [editing, setEditing] = useState<Contact | null>(null);
  return (
    <Card
      title={t('contacts.title')}
      actions={
        <Button
          onClick={() =>
            setEditing({ kind: 'WebCS', contact: '', minVipLevel: 0, sortOrder: 0, enabled: true })
          }
        >
          {t('contacts.new')}
        </Button>
      }
    >
      <p className="muted">{t('contacts.intro')}</p>
      <Loaded query={query}>
        {({ list }) =>
          list.length === 0 ? (
            <Empty>{t('contacts.empty')}</Empty>
          ) : (
            <div className="table-scroll">
              <table className="table table-clickable">
                <thead>
                  <tr>
                    <th>{t('contacts.kind')}</th>
                    <th>{t('contacts.contact')}</th>
                    <th className="num">{t('contacts.minVipLevel')}</th>
                    <th className="num">{t('contacts.sortOrder')}</th>
                    <th>{t('contacts.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((contact) => (
                    <tr
                      key={contact.id}
                      tabIndex={0}
                      onClick={() => setEditing(contact)}
                      onKeyDown={(e) => e.key === 'Enter' && setEditing(contact)}
                    >
                      <td>{t(`contacts.kinds.${contact.kind}`)}</td>
                      <td>
                        <code>{contact.contact}</code>
                      </td>
                      <td className="num">V{contact.minVipLevel}</td>
                      <td className="num">{contact.sortOrder}</td>
                      <td>
                        {contact.enabled ? (
                          <Badge tone="good">{t('status.enabled')}</Badge>
                        ) : (
                          <Badge>{t('status.disabled')}</Badge>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
      {editing ? (
        <EditContact key={editing.id ?? 'new'} contact={editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}

function EditContact({ contact, onClose }: { contact: Contact; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const { id, ...values } = contact;
  const form = useZodForm(ZServiceContactInput, values);
  const [confirm, setConfirm] = useState(false);
  const save = useAdminMutation(adminContactSave, {
    invalidates: [adminContacts],
    quiet: true,
    onSuccess: () => {
      toast.success(t('contacts.saved'));
      onClose();
    },
  });
  const remove = useAdminMutation(adminContactDelete, {
    invalidates: [adminContacts],
    onSuccess: () => {
      toast.success(t('contacts.deleted'));
      onClose();
    },
  });
  const errors = form.formState.errors;
  const number = { valueAsNumber: true } as const;
  return (
    <>
      <Dialog
        open
        title={id ? t('contacts.editTitle') : t('contacts.new')}
        onClose={onClose}
        footer={
          <DialogFooter
            onClose={onClose}
            busy={save.isPending}
            label={t('common:action.save')}
            onDelete={id ? () => setConfirm(true) : undefined}
            onSubmit={() => void form.handleSubmit((v) => save.mutate({ ...v, id }))()}
          />
        }
      >
        <form className="form" onSubmit={(e) => e.preventDefault()}>
          <Field label={t('contacts.kind')} error={errors.kind} hint={t('contacts.kindHint')}>
            <select {...form.register('kind')}>
              {SERVICE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`contacts.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={t('contacts.contact')}
            error={errors.contact}
            hint={t('contacts.contactHint')}
          >
            <input {...form.register('contact')} />
          </Field>
          <div className="form-grid">
            <Field label={t('contacts.minVipLevel')} error={errors.minVipLevel}>
              <input type="number" min="0" {...form.register('minVipLevel', number)} />
            </Field>
            <Field label={t('contacts.sortOrder')} error={errors.sortOrder}>
              <input type="number" min="0" {...form.register('sortOrder', number)} />
            </Field>
          </div>
          <label className="checkbox">
            <input type="checkbox" {...form.register('enabled')} />
            {t('contacts.enabledHint')}
          </label>
          <FormError error={save.error} />
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirm}
        title={t('contacts.deleteTitle')}
        message={t('contacts.deleteText', { contact: contact.contact })}
        confirmLabel={t('common:action.delete')}
        danger
        busy={remove.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() => id && remove.mutate({ id })}
      />
    </>
  );
}
