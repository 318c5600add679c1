import {
  ADMIN_PERMISSIONS,
  adminApiKeyCreate,
  adminApiKeyList,
  adminApiKeyRevoke,
  type AdminPermission,
} from '@khel/contract/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation, useAdminQuery } from '../../api';
import { ConfirmDialog, Dialog, DialogFooter } from '../../ui/Dialog';
import { Field, FieldSet, FormError, useZodForm } from '../../ui/form';
import { formatDateTime } from '../../ui/format';
import { Badge, Button, Empty, Loaded, Page } from '../../ui/layout';

/** Operators may give automation a key of its own, with only the scopes it needs. */
const KEY_SCOPES = ADMIN_PERMISSIONS.filter((p) => p !== 'operators.manage');

export default function ApiKeysScreen() {
  const { t } = useTranslation('operators');
  const query = useAdminQuery(adminApiKeyList, {});
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const revoke = useAdminMutation(adminApiKeyRevoke, {
    invalidates: [adminApiKeyList],
    onSuccess: () => setRevoking(null),
  });
  return (
    <Page
      title={t('apiKeys.title')}
      subtitle={t('apiKeys.subtitle')}
      actions={
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('apiKeys.new')}
        </Button>
      }
    >
      <div className="table-wrap">
        <Loaded query={query}>
          {({ list }) =>
            list.length === 0 ? (
              <Empty>{t('apiKeys.empty')}</Empty>
            ) : (
              <div className="table-scroll">
                <table className="table">
                  <thead>
                    <tr>
                      <th>{t('apiKeys.name')}</th>
                      <th>{t('apiKeys.scopes')}</th>
                      <th>{t('apiKeys.createdBy')}</th>
                      <th>{t('apiKeys.lastUsed')}</th>
                      <th>{t('operators.status')}</th>
                      <th />
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((key) => (
                      <tr key={key.id}>
                        <td>{key.name}</td>
                        <td>{key.scopes.map((s) => t(`permission.${s}`)).join(', ')}</td>
                        <td>
                          {key.createdBy}
                          <div className="muted">{formatDateTime(key.createdAt)}</div>
                        </td>
                        <td>
                          {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('apiKeys.never')}
                        </td>
                        <td>
                          {key.revoked ? (
                            <Badge tone="bad">{t('apiKeys.revoked')}</Badge>
                          ) : (
                            <Badge tone="good">{t('operators.active')}</Badge>
                          )}
                        </td>
                        <td className="num">
                          {key.revoked ? null : (
                            <Button variant="ghost" onClick={() => setRevoking(key)}>
                              {t('apiKeys.revoke')}
                            </Button>
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
      </div>
      {creating ? <CreateKey onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        open={revoking !== null}
        title={t('apiKeys.revokeTitle')}
        message={t('apiKeys.revokeText', { name: revoking?.name ?? '' })}
        confirmLabel={t('apiKeys.revoke')}
        danger
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
      />
    </Page>
  );
}

function CreateKey({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('operators');
  const [key, setKey] = useState<string | null>(null);
  const form = useZodForm(adminApiKeyCreate.request, { name: '', scopes: [] });
  const create = useAdminMutation(adminApiKeyCreate, {
    invalidates: [adminApiKeyList],
    quiet: true,
    onSuccess: (answer) => setKey(answer.key),
  });
  const errors = form.formState.errors;
  const scopes = form.watch('scopes') as AdminPermission[];
  const toggle = (scope: AdminPermission) =>
    form.setValue(
      'scopes',
      scopes.includes(scope) ? scopes.filter((s) => s !== scope) : [...scopes, scope],
      { shouldValidate: form.formState.isSubmitted },
    );
  return (
    <Dialog
      open
      title={t('apiKeys.new')}
      onClose={onClose}
      footer={
        key ? (
          <Button variant="primary" onClick={onClose}>
            {t('apiKeys.done')}
          </Button>
        ) : (
          <DialogFooter
            onClose={onClose}
            busy={create.isPending}
            label={t('common:action.create')}
            onSubmit={() => void form.handleSubmit((values) => create.mutate(values))()}
          />
        )
      }
    >
      {key ? (
        <div className="form">
          <p>{t('apiKeys.shownOnce')}</p>
          <code className="secret" data-testid="api-key">
            {key}
          </code>
          <p className="muted">{t('apiKeys.howToUse')}</p>
        </div>
      ) : (
        <form className="form" onSubmit={(e) => e.preventDefault()}>
          <Field label={t('apiKeys.name')} error={errors.name}>
            <input {...form.register('name')} placeholder={t('apiKeys.namePlaceholder')} />
          </Field>
          <FieldSet legend={t('apiKeys.scopes')} error={errors.scopes as { message?: string }}>
            <div className="form-grid">
              {KEY_SCOPES.map((scope) => (
                <label key={scope} className="checkbox">
                  <input
                    type="checkbox"
                    checked={scopes.includes(scope)}
                    onChange={() => toggle(scope)}
                  />
                  {t(`permission.${scope}`)}
                </label>
              ))}
            </div>
          </FieldSet>
          <FormError error={create.error} />
        </form>
      )}
    </Dialog>
  );
}
