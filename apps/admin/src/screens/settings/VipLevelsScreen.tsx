import {
  adminVipLevelDelete,
  adminVipLevels,
  adminVipLevelSave,
  ZVipLevelInput,
  type TVipLevelInput,
} from '@khel/contract/admin-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation, useAdminQuery } from '../../api';
import { ConfirmDialog, Dialog, DialogFooter } from '../../ui/Dialog';
import { Field, FormError, useZodForm } from '../../ui/form';
import { formatNumber, formatRupees } from '../../ui/format';
import { Badge, Button, Empty, Loaded, Page } from '../../ui/layout';
import { toast } from '../../ui/toast';
import './settings.css';

const MONEY = [
  'depositRequired',
  'upgradeBonus',
  'weeklyBonus',
  'birthdayBonus',
  'withdrawDailyLimit',
  'relegationDeposit',
] as const;

/** Whole rupees without paise (Rs 1,00,000), others with them: the table stays narrow. */
const rupees = (value: number) =>
  Number.isInteger(value) ? `Rs ${value.toLocaleString('en-IN')}` : formatRupees(value);

const percent = (value: number) =>
  `${value.toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;

/** VIP levels: what each needs and gives; edited one level at a time. */
export default function VipLevelsScreen() {
  const { t } = useTranslation('settings');
  const query = useAdminQuery(adminVipLevels, {});
  const [editing, setEditing] = useState<{ level: TVipLevelInput; isNew: boolean } | null>(null);
  const levels = query.data?.list ?? [];
  const top = levels.at(-1);
  return (
    <Page
      title={t('vip.title')}
      subtitle={t('vip.subtitle')}
      actions={
        <Button
          variant="primary"
          disabled={!query.data}
          onClick={() =>
            setEditing({
              isNew: true,
              level: top
                ? { ...top, level: top.level + 1, depositRequired: top.depositRequired * 2 }
                : { ...EMPTY_LEVEL },
            })
          }
        >
          {t('vip.new')}
        </Button>
      }
    >
      <div className="table-wrap">
        <Loaded query={query}>
          {({ list }) =>
            list.length === 0 ? (
              <Empty>{t('vip.empty')}</Empty>
            ) : (
              <div className="table-scroll">
                <table className="table table-clickable">
                  <thead>
                    <tr>
                      <th>{t('vip.level')}</th>
                      <th className="num">{t('vip.depositRequired')}</th>
                      <th className="num">{t('vip.bonuses')}</th>
                      <th className="num">{t('vip.betRebatePercent')}</th>
                      <th className="num">{t('vip.withdrawals')}</th>
                      <th className="num">{t('vip.relegationShort')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map(({ players, ...level }) => (
                      <tr
                        key={level.level}
                        tabIndex={0}
                        onClick={() => setEditing({ level, isNew: false })}
                        onKeyDown={(e) => e.key === 'Enter' && setEditing({ level, isNew: false })}
                      >
                        <td className="nowrap">
                          <Badge tone="info">V{level.level}</Badge>
                          <span className="compact">
                            {t('vip.playersLine', { n: formatNumber(players) })}
                          </span>
                          {level.vipCustomerService ? (
                            <span className="compact">{t('vip.vipCustomerService')}</span>
                          ) : null}
                        </td>
                        <td className="num">{rupees(level.depositRequired)}</td>
                        <td className="num">
                          {rupees(level.upgradeBonus)}
                          <span className="compact">
                            {t('vip.weeklyLine', { amount: rupees(level.weeklyBonus) })}
                          </span>
                          <span className="compact">
                            {t('vip.birthdayLine', { amount: rupees(level.birthdayBonus) })}
                          </span>
                        </td>
                        <td className="num">{percent(level.betRebatePercent)}</td>
                        <td className="num">
                          {rupees(level.withdrawDailyLimit)}
                          <span className="compact">
                            {t('vip.timesAndFee', {
                              times: level.withdrawDailyTimes,
                              fee: percent(level.withdrawFeePercent),
                            })}
                          </span>
                        </td>
                        <td className="num">{rupees(level.relegationDeposit)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </Loaded>
      </div>
      {editing ? (
        <EditLevel
          key={`${editing.level.level}-${editing.isNew}`}
          level={editing.level}
          isNew={editing.isNew}
          isTop={!editing.isNew && editing.level.level === top?.level && editing.level.level > 0}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Page>
  );
}

const EMPTY_LEVEL: TVipLevelInput = {
  level: 0,
  depositRequired: 0,
  upgradeBonus: 0,
  betRebatePercent: 0,
  weeklyBonus: 0,
  birthdayBonus: 0,
  withdrawDailyLimit: 0,
  withdrawFeePercent: 0,
  withdrawDailyTimes: 0,
  relegationDeposit: 0,
  vipCustomerService: false,
};

function EditLevel({
  level,
  isNew,
  isTop,
  onClose,
}: {
  level: TVipLevelInput;
  isNew: boolean;
  isTop: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const form = useZodForm(ZVipLevelInput, level);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useAdminMutation(adminVipLevelSave, {
    invalidates: [adminVipLevels],
    quiet: true,
    onSuccess: (saved) => {
      toast.success(t('vip.saved', { level: saved.level }));
      onClose();
    },
  });
  const remove = useAdminMutation(adminVipLevelDelete, {
    invalidates: [adminVipLevels],
    onSuccess: () => {
      toast.success(t('vip.deleted', { level: level.level }));
      onClose();
    },
  });
  const errors = form.formState.errors;
  const number = { valueAsNumber: true } as const;
  return (
    <>
      <Dialog
        open
        wide
        title={isNew ? t('vip.newTitle') : t('vip.editTitle', { level: level.level })}
        onClose={onClose}
        footer={
          <DialogFooter
            onClose={onClose}
            busy={save.isPending}
            label={t('common:action.save')}
            onDelete={isTop ? () => setConfirmDelete(true) : undefined}
            onSubmit={() => void form.handleSubmit((values) => save.mutate(values))()}
          />
        }
      >
        <form className="form" onSubmit={(e) => e.preventDefault()}>
          <div className="form-grid">
            <Field label={t('vip.level')} error={errors.level}>
              <input type="number" readOnly={!isNew} {...form.register('level', number)} />
            </Field>
            {MONEY.map((name) => (
              <Field
                key={name}
                label={`${t(`vip.${name}`)} (Rs)`}
                error={errors[name]}
                hint={name === 'depositRequired' ? t('vip.depositRequiredHint') : undefined}
              >
                <input type="number" step="0.01" min="0" {...form.register(name, number)} />
              </Field>
            ))}
            <Field label={`${t('vip.betRebatePercent')} (%)`} error={errors.betRebatePercent}>
              <input
                type="number"
                step="0.01"
                min="0"
                {...form.register('betRebatePercent', number)}
              />
            </Field>
            <Field label={`${t('vip.withdrawFeePercent')} (%)`} error={errors.withdrawFeePercent}>
              <input
                type="number"
                step="0.01"
                min="0"
                {...form.register('withdrawFeePercent', number)}
              />
            </Field>
            <Field label={t('vip.withdrawDailyTimes')} error={errors.withdrawDailyTimes}>
              <input type="number" min="0" {...form.register('withdrawDailyTimes', number)} />
            </Field>
          </div>
          <label className="checkbox">
            <input type="checkbox" {...form.register('vipCustomerService')} />
            {t('vip.vipCustomerServiceHint')}
          </label>
          <FormError error={save.error} />
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirmDelete}
        title={t('vip.deleteTitle', { level: level.level })}
        message={t('vip.deleteText')}
        confirmLabel={t('common:action.delete')}
        danger
        busy={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate({ level: level.level })}
      />
    </>
  );
}
