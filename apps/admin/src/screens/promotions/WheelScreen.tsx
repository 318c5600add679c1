import {
  adminPromotionCosts,
  adminWheelGet,
  adminWheelSet,
  MAX_WHEEL_WEIGHT,
  ZWheelSettings,
  type WheelSettings,
} from '@khel/contract/admin-promotions';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAdminMutation, useAdminQuery } from '../../api';
import { Field, FormError, useZodForm } from '../../ui/form';
import { formatNumber, formatRupees } from '../../ui/format';
import { Button, Card, Loaded, Page, Stat } from '../../ui/layout';
import { toast } from '../../ui/toast';
import { CostStats, DailyCostChart, numberOrNull } from './shared';

/** The lucky wheel: its slots, spins, expected cost per spin against the ceiling, and its cost. */
export default function WheelScreen() {
  const { t } = useTranslation('promotions');
  const query = useAdminQuery(adminWheelGet, {});
  return (
    <Page title={t('wheel.title')} subtitle={t('wheel.subtitle')}>
      <Loaded query={query}>
        {(view) => (
          <>
            <CostStats cost={view.cost} />
            <WheelForm settings={view.settings} ceiling={view.costCeiling} />
            <DailyCostChart days={view.days} />
          </>
        )}
      </Loaded>
    </Page>
  );
}

function WheelForm({ settings, ceiling }: { settings: WheelSettings | null; ceiling: number }) {
  const { t } = useTranslation('promotions');
  const form = useZodForm(
    ZWheelSettings,
    settings ?? {
      prizes: [
        { amount: 0, weight: 1 },
        { amount: 1, weight: 1 },
      ],
      freeDailySpins: 1,
      depositPerSpin: null,
    },
  );
  const slots = useFieldArray({ control: form.control, name: 'prizes' });
  const save = useAdminMutation(adminWheelSet, {
    invalidates: [adminWheelGet, adminPromotionCosts],
    quiet: true,
    onSuccess: (view) => {
      toast.success(t('common:action.saved'));
      if (view.settings) form.reset(view.settings);
    },
  });
  const errors = form.formState.errors;
  const prizes = form.watch('prizes') ?? [];
  const total = prizes.reduce((sum, p) => sum + (Number(p.weight) || 0), 0);
  const expected =
    total > 0
      ? prizes.reduce((sum, p) => sum + (Number(p.amount) || 0) * (Number(p.weight) || 0), 0) /
        total
      : 0;
  const over = expected > ceiling;
  return (
    <Card
      title={t('wheel.slots')}
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
        {settings === null ? <div className="notice">{t('wheel.notConfigured')}</div> : null}
        <div className="stats">
          <Stat
            label={t('wheel.expected')}
            value={
              <span className={over ? 'form-error' : undefined}>{formatRupees(expected)}</span>
            }
            hint={t('wheel.ceiling', { amount: formatRupees(ceiling) })}
          />
          <Stat
            label={t('wheel.totalWeight')}
            value={formatNumber(total)}
            hint={t('wheel.maxWeight', { max: formatNumber(MAX_WHEEL_WEIGHT) })}
          />
        </div>
        <table className="table">
          <thead>
            <tr>
              <th style={{ width: 70 }}>{t('wheel.slot')}</th>
              <th>{t('wheel.prize')}</th>
              <th>{t('wheel.weight')}</th>
              <th className="num">{t('wheel.chance')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {slots.fields.map((slot, i) => {
              const weight = Number(prizes[i]?.weight) || 0;
              return (
                <tr key={slot.id}>
                  <td>{i + 1}</td>
                  <td>
                    <Field
                      label={<span className="visually-hidden">{t('wheel.prize')}</span>}
                      error={errors.prizes?.[i]?.amount}
                    >
                      <input
                        type="number"
                        step="0.01"
                        min={0}
                        {...form.register(`prizes.${i}.amount`, { valueAsNumber: true })}
                      />
                    </Field>
                  </td>
                  <td>
                    <Field
                      label={<span className="visually-hidden">{t('wheel.weight')}</span>}
                      error={errors.prizes?.[i]?.weight}
                    >
                      <input
                        type="number"
                        step={1}
                        min={0}
                        {...form.register(`prizes.${i}.weight`, { valueAsNumber: true })}
                      />
                    </Field>
                  </td>
                  <td className="num">
                    {total > 0 ? `${((weight / total) * 100).toFixed(2)} %` : '—'}
                  </td>
                  <td className="num">
                    <Button
                      variant="ghost"
                      disabled={slots.fields.length <= 2}
                      onClick={() => slots.remove(i)}
                    >
                      {t('wheel.remove')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {errors.prizes?.message || errors.prizes?.root?.message ? (
          <span className="form-error" role="alert">
            {errors.prizes?.message ?? errors.prizes?.root?.message}
          </span>
        ) : null}
        <div>
          <Button
            disabled={slots.fields.length >= 12}
            onClick={() => slots.append({ amount: 0, weight: 1 })}
          >
            {t('wheel.add')}
          </Button>
        </div>
        <div className="form-grid">
          <Field label={t('wheel.freeDailySpins')} error={errors.freeDailySpins}>
            <input
              type="number"
              step={1}
              min={0}
              {...form.register('freeDailySpins', { valueAsNumber: true })}
            />
          </Field>
          <Field
            label={t('wheel.depositPerSpin')}
            error={errors.depositPerSpin}
            hint={t('wheel.depositPerSpinHint')}
          >
            <input
              type="number"
              step="0.01"
              {...form.register('depositPerSpin', { setValueAs: numberOrNull })}
            />
          </Field>
        </div>
        <FormError error={save.error} />
      </form>
    </Card>
  );
}
