import {
  ADMIN_ROLES,
  adminOperatorCreate,
  adminOperatorList,
  adminOperatorUpdate,
  type AdminRole,
  type TOperator,
} from '@khel/contract/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation, useAdminQuery } from '../../api';
import { useOperator } from '../../auth';
import { ConfirmDialog, Dialog, DialogFooter } from '../../ui/Dialog';
import { Field, FormError, useZodForm } from '../../ui/form';
import { formatDateTime } from '../../ui/format';
import { Badge, Button, Empty, Loaded, Page } from '../../ui/layout';
import { toast } from '../../ui/toast';

/** Operator accounts: who may sign in, with which role; disable, re-enrol two-factor. */
export default function OperatorsScreen() {
  const { t } = useTranslation('operators');
  const query = useAdminQuery(adminOperatorList, {});
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TOperator | null>(null);
  return (
    <Page
      title={t('operators.title')}
      subtitle={t('operators.subtitle')}
      actions={
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('operators.new')}
        </Button>
      }
    >
      <div className="table-wrap">
        <Loaded query={query}>
          {({ list }) =>
            list.length === 0 ? (
              <Empty />
            ) : (
              <div className="table-scroll">
                <table className="table table-clickable">
                  <thead>
                    <tr>
                      <th>{t('operators.name')}</th>
                      <th>{t('operators.email')}</th>
                      <th>{t('operators.role')}</th>
                      <th>{t('operators.twoFactor')}</th>
                      <th>{t('operators.status')}</th>
                      <th>{t('operators.created')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((operator) => (
                      <tr key={operator.id} tabIndex={0} onClick={() => setEditing(operator)}>
                        <td>{operator.name}</td>
                        <td>{operator.email}</td>
                        <td>{t(`common:role.${operator.role}`)}</td>
                        <td>
                          {operator.twoFactor ? (
                            <Badge tone="good">{t('operators.enrolled')}</Badge>
                          ) : (
                            <Badge tone="warn">{t('operators.notEnrolled')}</Badge>
                          )}
                        </td>
                        <td>
                          {operator.disabled ? (
                            <Badge tone="bad">{t('operators.disabled')}</Badge>
                          ) : (
                            <Badge tone="good">{t('operators.active')}</Badge>
                          )}
                        </td>
                        <td>{formatDateTime(operator.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </Loaded>
      </div>
      <CreateOperator open={creating} onClose={() => setCreating(false)} />
      {editing ? <EditOperator operator={editing} onClose={() => setEditing(null)} /> : null}
    </Page>
  );
}

function CreateOperator({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('operators');
  const form = useZodForm(adminOperatorCreate.request, {
    email: '',
    name: '',
    role: 'support',
    password: '',
  });
  const create = useAdminMutation(adminOperatorCreate, {
    invalidates: [adminOperatorList],
    quiet: true,
    onSuccess: (operator) => {
      toast.success(t('operators.createdToast', { email: operator.email }));
      form.reset();
      onClose();
    },
  });
  const errors = form.formState.errors;
  return (
    <Dialog
      open={open}
      title={t('operators.new')}
      onClose={onClose}
      footer={
        <DialogFooter
          onClose={onClose}
          busy={create.isPending}
          label={t('common:action.create')}
          onSubmit={() => void form.handleSubmit((values) => create.mutate(values))()}
        />
      }
    >
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('operators.name')} error={errors.name}>
          <input {...form.register('name')} />
        </Field>
        <Field label={t('operators.email')} error={errors.email}>
          <input type="email" {...form.register('email')} />
        </Field>
        <Field label={t('operators.role')} error={errors.role} hint={t('operators.roleHint')}>
          <select {...form.register('role')}>
            {ADMIN_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`common:role.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label={t('operators.firstPassword')}
          error={errors.password}
          hint={t('operators.firstPasswordHint')}
        >
          <input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <FormError error={create.error} />
      </form>
    </Dialog>
  );
}

function EditOperator({ operator, onClose }: { operator: TOperator; onClose: () => void }) {
  const { t } = useTranslation('operators');
  const me = useOperator();
  const [role, setRole] = useState<AdminRole>(operator.role);
  const [confirm, setConfirm] = useState<'disable' | 'enable' | 'reset' | null>(null);
  const update = useAdminMutation(adminOperatorUpdate, {
    invalidates: [adminOperatorList],
    onSuccess: () => {
      toast.success(t('common:action.saved'));
      setConfirm(null);
      onClose();
    },
  });
  const self = me.id === operator.id;
  return (
    <>
      <Dialog
        open
        title={operator.name}
        onClose={onClose}
        footer={
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('common:action.cancel')}
            </Button>
            <Button
              variant="primary"
              disabled={role === operator.role}
              busy={update.isPending && confirm === null}
              onClick={() => update.mutate({ id: operator.id, role })}
            >
              {t('common:action.save')}
            </Button>
          </>
        }
      >
        <div className="form">
          <p className="muted">{operator.email}</p>
          <Field label={t('operators.role')}>
            <select
              value={role}
              disabled={self}
              onChange={(e) => setRole(e.target.value as AdminRole)}
            >
              {ADMIN_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`common:role.${r}`)}
                </option>
              ))}
            </select>
          </Field>
          {self ? <p className="form-hint">{t('operators.selfHint')}</p> : null}
          <div className="page-actions">
            <Button onClick={() => setConfirm('reset')} disabled={!operator.twoFactor}>
              {t('operators.resetTwoFactor')}
            </Button>
            {operator.disabled ? (
              <Button onClick={() => setConfirm('enable')}>{t('operators.enable')}</Button>
            ) : (
              <Button variant="danger" disabled={self} onClick={() => setConfirm('disable')}>
                {t('operators.disable')}
              </Button>
            )}
          </div>
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t(`operators.confirm.${confirm}.title`) : ''}
        message={confirm ? t(`operators.confirm.${confirm}.text`, { name: operator.name }) : ''}
        confirmLabel={t('common:action.confirm')}
        danger={confirm === 'disable'}
        busy={update.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          update.mutate(
            confirm === 'reset'
              ? { id: operator.id, resetTwoFactor: true }
              : { id: operator.id, disabled: confirm === 'disable' },
          )
        }
      />
    </>
  );
}
