import { CHECKIN_CONDITIONS, CHECKIN_CYCLE_DAYS } from '@khel/contract/constants';
import {
  adminCheckinGet,
  adminCheckinSet,
  adminPromotionCosts,
  ZCheckinSettings,
  type CheckinSettings,
} from '@khel/contract/admin-promotions';
import { useTranslation } from 'react-i18next';
import { useAdminMutation, useAdminQuery } from '../../api';
import { Field, FormError, useZodForm } from '../../ui/form';
import { formatRupees } from '../../ui/format';
import { Button, Card, Loaded, Page } from '../../ui/layout';
import { toast } from '../../ui/toast';
import { CostStats, DailyCostChart } from './shared';

const DAYS = Array.from({ length: CHECKIN_CYCLE_DAYS }, (_, i) => i);

/** The 7-day check-in: its rewards and condition, with what check-ins have paid. */
export default function CheckinScreen() {
  const { t } = useTranslation('promotions');
  const query = useAdminQuery(adminCheckinGet, {});
  return (
    <Page title={t('checkin.title')} subtitle={t('checkin.subtitle')}>
      <Loaded query={query}>
        {(view) => (
          <>
            <CostStats cost={view.cost} />
            <div className="grid">
              <CheckinForm settings={view.settings} />
              <DailyCostChart days={view.days} />
            </div>
          </>
        )}
      </Loaded>
    </Page>
  );
}

function CheckinForm({ settings }: { settings: CheckinSettings | null }) {
  const { t } = useTranslation('promotions');
  const form = useZodForm(
    ZCheckinSettings,
    settings ?? { rewards: DAYS.map(() => 0), condition: 'none', minDeposit: 0, minValidBet: 0 },
  );
  const save = useAdminMutation(adminCheckinSet, {
    invalidates: [adminCheckinGet, adminPromotionCosts],
    quiet: true,
    onSuccess: (view) => {
      toast.success(t('common:action.saved'));
      if (view.settings) form.reset(view.settings);
    },
  });
  const errors = form.formState.errors;
  const condition = form.watch('condition');
  const rewards = form.watch('rewards');
  const cycle = (rewards ?? []).reduce((sum: number, r) => sum + (Number(r) || 0), 0);
  return (
    <Card
      title={t('checkin.cycle')}
      actions={
        <Button
          variant="primary"
          busy={save.isPending}
          onClick={() => void form.handleSubmit((values) => save.mutate(values))()}
        >
          {t('common:action.save')}
        </Button>
      }
    >
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        {settings === null ? <div className="notice">{t('checkin.notConfigured')}</div> : null}
        <div className="form-grid">
          {DAYS.map((i) => (
            <Field
              key={i}
              label={t('checkin.day', { day: i + 1 })}
              error={errors.rewards?.[i] ?? (i === 0 ? errors.rewards : undefined)}
            >
              <input
                type="number"
                step="0.01"
                min={0}
                {...form.register(`rewards.${i}`, { valueAsNumber: true })}
              />
            </Field>
          ))}
        </div>
        <p className="muted">{t('checkin.cycleTotal', { amount: formatRupees(cycle) })}</p>
        <div className="form-grid">
          <Field label={t('checkin.condition')} error={errors.condition}>
            <select {...form.register('condition')}>
              {CHECKIN_CONDITIONS.map((c) => (
                <option key={c} value={c}>
                  {t(`condition.${c}`)}
                </option>
              ))}
            </select>
          </Field>
          {condition === 'deposit' || condition === 'depositOrValidBet' ? (
            <Field
              label={t('checkin.minDeposit')}
              error={errors.minDeposit}
              hint={t('checkin.minDepositHint')}
            >
              <input
                type="number"
                step="0.01"
                {...form.register('minDeposit', { valueAsNumber: true })}
              />
            </Field>
          ) : null}
          {condition === 'validBet' || condition === 'depositOrValidBet' ? (
            <Field label={t('checkin.minValidBet')} error={errors.minValidBet}>
              <input
                type="number"
                step="0.01"
                {...form.register('minValidBet', { valueAsNumber: true })}
              />
            </Field>
          ) : null}
        </div>
        <FormError error={save.error} />
      </form>
    </Card>
  );
}
