import { useTranslation } from 'react-i18next';
import { useProfile } from '../../features/account/useProfile';
import { HeaderLink } from '../../features/wallet/HeaderLink';
import { BalanceCard } from '../../features/withdraw/BalanceCard';
import { WithdrawForm } from '../../features/withdraw/WithdrawForm';
import type { WithdrawLimitValues } from '../../features/withdraw/WithdrawLimits';
import { HeaderRight } from '../../layouts/SubLayout';
import { navigateTo } from '../../router/navigation';
import type { PageProps } from '../../router/routes';

/** Withdraw (SPEC.md §2): balance, account, amount and today's limits. */
export default function WithdrawPage(_props: PageProps) {
  const { t } = useTranslation('wallet');
  // Balance and wager requirement come with user info (refreshed every 10 s). The other limits
  // and the withdraw account come with the withdrawal and bank-card issues; until then they are
  // unknown and read '--' rather than a made-up number.
  const { balance, wagerRemaining } = useProfile();
  const limits: WithdrawLimitValues = {
    remainingLimitRupees: null,
    vipDailyLimitRupees: null,
    wagerLeftRupees: wagerRemaining,
    remainingTimes: null,
  };
  return (
    <>
      <HeaderRight>
        <HeaderLink
          icon="list"
          label={t('header.history')}
          onClick={() => navigateTo('/pages/wallet/WithdrawHistory')}
        />
      </HeaderRight>
      <BalanceCard balanceRupees={balance} />
      <WithdrawForm account={null} limits={limits} />
    </>
  );
}
