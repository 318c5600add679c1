import { RANKING_PERIODS, type RankingPeriod } from '@khel/contract/constants';
import {
  adminPromotionCosts,
  adminRankingsGet,
  adminRankingsSet,
  ZRankingAwardList,
} from '@khel/contract/admin-promotions';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAdminMutation, useAdminQuery } from '../../api';
import { Field, FormError, useZodForm } from '../../ui/form';
import { formatDate, formatNumber, formatRupees } from '../../ui/format';
import { Button, Card, Empty, Loaded, Page, Tabs } from '../../ui/layout';
import { toast } from '../../ui/toast';
import { CostStats } from './shared';

/** The form's schema: the contract's award list under the name the request gives it. */
const ZAwardsForm = z.object({ awards: ZRankingAwardList });

/** Daily, weekly and monthly ranking awards, with what each kind and each closed period paid. */
export default function RankingsScreen() {
  const { t } = useTranslation('promotions');
  const [period, setPeriod] = useState<RankingPeriod>('daily');
  const query = useAdminQuery(adminRankingsGet, {});
  return (
    <Page title={t('rankings.title')} subtitle={t('rankings.subtitle')}>
      <Tabs
        tabs={RANKING_PERIODS.map((p) => ({ key: p, label: t(`period.${p}`) }))}
        value={period}
        onChange={setPeriod}
      />
      <Loaded query={query}>
        {(view) => (
          <>
            <CostStats cost={view.cost[period]} />
            <div className="grid">
              <AwardsForm key={period} period={period} awards={view.awards[period]} />
              <Card title={t('rankings.periods')}>
                {view.periods.filter((p) => p.kind === period).length === 0 ? (
                  <Empty>{t('rankings.noPeriods')}</Empty>
                ) : (
                  <table className="table">
                    <thead>
                      <tr>
                        <th>{t('rankings.periodStart')}</th>
                        <th className="num">{t('rankings.winners')}</th>
                        <th className="num">{t('cost.paid')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {view.periods
                        .filter((p) => p.kind === period)
                        .map((p) => (
                          <tr key={p.start}>
                            <td>{formatDate(p.start)}</td>
                            <td className="num">{formatNumber(p.winners)}</td>
                            <td className="num">{formatRupees(p.paid)}</td>
                          </tr>
                        ))}
                    </tbody>
                  </table>
                )}
              </Card>
            </div>
          </>
        )}
      </Loaded>
    </Page>
  );
}

function AwardsForm({
  period,
  awards,
}: {
  period: RankingPeriod;
  awards: { rank: number; amount: number }[];
}) {
  const { t } = useTranslation('promotions');
  const form = useZodForm(ZAwardsForm, { awards });
  const places = useFieldArray({ control: form.control, name: 'awards' });
  const save = useAdminMutation(adminRankingsSet, {
    invalidates: [adminRankingsGet, adminPromotionCosts],
    quiet: true,
    onSuccess: (view) => {
      toast.success(t('common:action.saved'));
      form.reset({ awards: view.awards[period] });
    },
  });
  const errors = form.formState.errors;
  const list = form.watch('awards') ?? [];
  const perPeriod = list.reduce((sum, a) => sum + (Number(a.amount) || 0), 0);
  return (
    <Card
      title={t('rankings.awards', { period: t(`period.${period}`) })}
      actions={
        <Button
          variant="primary"
          busy={save.isPending}
          onClick={() =>
            void form.handleSubmit((values) => save.mutate({ period, awards: values.awards }))()
          }
        >
          {t('common:action.save')}
        </Button>
      }
    >
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        {places.fields.length === 0 ? <Empty>{t('rankings.noAwards')}</Empty> : null}
        {places.fields.length > 0 ? (
          <table className="table">
            <thead>
              <tr>
                <th>{t('rankings.rank')}</th>
                <th>{t('rankings.amount')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {places.fields.map((place, i) => (
                <tr key={place.id}>
                  <td>#{i + 1}</td>
                  <td>
                    <Field
                      label={<span className="visually-hidden">{t('rankings.amount')}</span>}
                      error={errors.awards?.[i]?.amount}
                    >
                      <input
                        type="number"
                        step="0.01"
                        {...form.register(`awards.${i}.amount`, { valueAsNumber: true })}
                      />
                    </Field>
                  </td>
                  <td className="num">
                    {i === places.fields.length - 1 ? (
                      <Button variant="ghost" onClick={() => places.remove(i)}>
                        {t('wheel.remove')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {errors.awards?.message || errors.awards?.root?.message ? (
          <span className="form-error" role="alert">
            {errors.awards?.message ?? errors.awards?.root?.message}
          </span>
        ) : null}
        <div className="form-actions" style={{ justifyContent: 'space-between' }}>
          <Button
            disabled={places.fields.length >= 100}
            onClick={() =>
              places.append({
                rank: places.fields.length + 1,
                amount: Number(list.at(-1)?.amount) || 0,
              })
            }
          >
            {t('rankings.addPlace')}
          </Button>
          <span className="muted">
            {t('rankings.perPeriod', { amount: formatRupees(perPeriod) })}
          </span>
        </div>
        <FormError error={save.error} />
      </form>
    </Card>
  );
}
