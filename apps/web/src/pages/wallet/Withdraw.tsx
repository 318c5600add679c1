import { useTranslation } from '../../i18n/useTranslation';
import { useBankAccounts } from '../../features/bank-account/api';
import { HeaderLink } from '../../features/wallet/HeaderLink';
import { useWithdrawInfo } from '../../features/withdraw/api';
import { BalanceCard } from '../../features/withdraw/BalanceCard';
import { PasswordNotice } from '../../features/withdraw/PasswordNotice';
import { WithdrawForm } from '../../features/withdraw/WithdrawForm';
import { HeaderRight } from '../../layouts/SubLayout';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import type { PageProps } from '../../router/routes';
import { ErrorState, LoadingState } from '../../ui/States';

/** Withdraw (docs/product.md §2): balance, account, amount and today's limits from /withdraw/info. */
export default function WithdrawPage(_props: PageProps) {
  const { t } = useTranslation('wallet');
  const info = useWithdrawInfo();
  const accounts = useBankAccounts();

  const body =
    info.isPending || accounts.isPending ? (
      <LoadingState />
    ) : info.isError || accounts.isError ? (
      <ErrorState
        message={t('withdraw.loadFailed')}
        error={info.error ?? accounts.error}
        onRetry={() => {
          void info.refetch();
          void accounts.refetch();
        }}
      />
    ) : (
      <>
        {!info.data.hasWithdrawPassword && <PasswordNotice inset />}
        <BalanceCard balanceRupees={info.data.balance} />
        <WithdrawForm info={info.data} accounts={accounts.data.list} />
      </>
    );

  return (
    <>
      <HeaderRight>
        <HeaderLink
          icon="list"
          label={t('header.history')}
          onClick={() => navigateTo(PATHS.withdrawHistory)}
        />
      </HeaderRight>
      {body}
    </>
  );
}
