import { useTranslation } from 'react-i18next';
import { HeaderLink } from '../../features/wallet/HeaderLink';
import { BalanceCard } from '../../features/withdraw/BalanceCard';
import { WithdrawForm } from '../../features/withdraw/WithdrawForm';
import type { WithdrawLimitValues } from '../../features/withdraw/WithdrawLimits';
import { HeaderRight } from '../../layouts/SubLayout';
import { navigateTo } from '../../router/navigation';
import type { PageProps } from '../../router/routes';

/**
 * Balance, limits and the withdraw account come with the withdrawal and bank-card issues; until
 * then they are unknown and read '--' rather than a made-up number.
 */
const UNKNOWN_LIMITS: WithdrawLimitValues = {
  remainingLimitRupees: null,
  vipDailyLimitRupees: null,
  wagerLeftRupees: null,
  remainingTimes: null,
};

/** Withdraw (SPEC.md §2): balance, account, amount and today's limits. */
export default function WithdrawPage(_props: PageProps) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <HeaderRight>
        <HeaderLink
          icon="list"
          label={t('header.history')}
          onClick={() => navigateTo('/pages/wallet/WithdrawHistory')}
        />
      </HeaderRight>
      <BalanceCard balanceRupees={null} />
      <WithdrawForm account={null} limits={UNKNOWN_LIMITS} />
    </>
  );
}
