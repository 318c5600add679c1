import {
  adminMoneyRules,
  ZWageringRules,
  ZWithdrawRules,
  type TMoneyRules,
} from '@khel/contract/admin-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../../api';
import { Link } from '../../router';
import { useSaveRules } from './save-rules';
import { Field, FormError, useZodForm } from '../../ui/form';
import { Button, Card, Loaded, Page, Tabs } from '../../ui/layout';
import { DepositRulesForm } from './DepositRulesForm';
import './settings.css';

type Tab = 'withdraw' | 'deposit' | 'wagering';

/** Deposit rules, withdrawal rules and wagering multiples, each saved on its own. */
export default function RulesScreen() {
  const { t } = useTranslation('settings');
  const query = useAdminQuery(adminMoneyRules, {});
  const [tab, setTab] = useState<Tab>('withdraw');
  return (
    <Page title={t('rules.title')} subtitle={t('rules.subtitle')}>
      <Tabs
        tabs={(['withdraw', 'deposit', 'wagering'] as const).map((key) => ({
          key,
          label: t(`rules.tab.${key}`),
        }))}
        value={tab}
        onChange={setTab}
      />
      <Loaded query={query}>
        {(rules) =>
          tab === 'withdraw' ? (
            <WithdrawForm rules={rules} />
          ) : tab === 'wagering' ? (
            <WageringForm rules={rules} />
          ) : (
            <DepositRulesForm rules={rules.deposit} />
          )
        }
      </Loaded>
    </Page>
  );
}

function WithdrawForm({ rules }: { rules: TMoneyRules }) {
  const { t } = useTranslation('settings');
  const form = useZodForm(ZWithdrawRules, rules.withdraw);
  const save = useSaveRules();
  const errors = form.formState.errors;
  const number = { valueAsNumber: true } as const;
  return (
    <Card title={t('rules.withdraw.title')}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          void form.handleSubmit((value) => save.mutate({ key: 'withdraw', value }))();
        }}
      >
        <p className="muted">{t('rules.withdraw.intro')}</p>
        <div className="form-grid">
          <Field label={t('rules.withdraw.minAmount')} error={errors.minAmount}>
            <input type="number" step="0.01" {...form.register('minAmount', number)} />
          </Field>
          <Field label={t('rules.withdraw.maxAmount')} error={errors.maxAmount}>
            <input type="number" step="0.01" {...form.register('maxAmount', number)} />
          </Field>
          <Field
            label={t('rules.withdraw.reviewAbove')}
            error={errors.reviewAbove}
            hint={t('rules.withdraw.reviewAboveHint')}
          >
            <input type="number" step="0.01" {...form.register('reviewAbove', number)} />
          </Field>
          <Field label={t('rules.withdraw.maxAccounts')} error={errors.maxAccounts}>
            <input type="number" {...form.register('maxAccounts', number)} />
          </Field>
          <Field
            label={t('rules.withdraw.passwordMaxFailures')}
            error={errors.passwordMaxFailures}
            hint={t('rules.withdraw.passwordMaxFailuresHint')}
          >
            <input type="number" {...form.register('passwordMaxFailures', number)} />
          </Field>
          <Field
            label={t('rules.withdraw.payoutMaxAttempts')}
            error={errors.payoutMaxAttempts}
            hint={t('rules.withdraw.payoutMaxAttemptsHint')}
          >
            <input type="number" {...form.register('payoutMaxAttempts', number)} />
          </Field>
          <Field
            label={t('rules.withdraw.kycSingleAbove')}
            error={errors.kycSingleAbove}
            hint={t('rules.withdraw.kycSingleAboveHint')}
          >
            <input type="number" step="0.01" {...form.register('kycSingleAbove', number)} />
          </Field>
          <Field
            label={t('rules.withdraw.kycTotalAbove')}
            error={errors.kycTotalAbove}
            hint={t('rules.withdraw.kycTotalAboveHint')}
          >
            <input type="number" step="0.01" {...form.register('kycTotalAbove', number)} />
          </Field>
        </div>
        <p className="form-hint">
          {t('rules.withdraw.vipHint')}{' '}
          <Link to="/settings/vip">{t('rules.withdraw.vipLink')}</Link>
        </p>
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

function WageringForm({ rules }: { rules: TMoneyRules }) {
  const { t } = useTranslation('settings');
  const form = useZodForm(ZWageringRules, rules.wagering);
  const save = useSaveRules();
  const errors = form.formState.errors;
  const number = { valueAsNumber: true } as const;
  return (
    <Card title={t('rules.wagering.title')}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          void form.handleSubmit((value) => save.mutate({ key: 'wagering', value }))();
        }}
      >
        <p className="muted">{t('rules.wagering.intro')}</p>
        <div className="form-grid">
          <Field
            label={t('rules.wagering.depositMultiple')}
            error={errors.depositMultiple}
            hint={t('rules.wagering.multipleHint')}
          >
            <input type="number" step="0.01" {...form.register('depositMultiple', number)} />
          </Field>
          <Field
            label={t('rules.wagering.bonusMultiple')}
            error={errors.bonusMultiple}
            hint={t('rules.wagering.multipleHint')}
          >
            <input type="number" step="0.01" {...form.register('bonusMultiple', number)} />
          </Field>
        </div>
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
