import { useTranslation } from '../../i18n/useTranslation';
import { DepositHero } from '../../features/deposit/DepositHero';
import { DepositSkeleton } from '../../features/deposit/DepositSkeleton';
import { DepositTabs } from '../../features/deposit/DepositTabs';
import { useChargeInfo } from '../../features/deposit/api';
import { HeaderLink } from '../../features/wallet/HeaderLink';
import { HeaderRight } from '../../layouts/SubLayout';
import { navigateTo } from '../../router/navigation';
import { PATHS } from '../../router/paths';
import type { PageProps } from '../../router/routes';
import { ErrorState } from '../../ui/States';

/** Deposit (docs/product.md §2): the tabs and forms charge info allows. */
export default function DepositPage(_props: PageProps) {
  const { t } = useTranslation('wallet');
  const chargeInfo = useChargeInfo();
  return (
    <>
      <HeaderRight>
        <HeaderLink
          icon="list"
          label={t('header.history')}
          onClick={() => navigateTo(PATHS.depositHistory)}
        />
      </HeaderRight>
      <DepositHero />
      {chargeInfo.isPending || (chargeInfo.isError && chargeInfo.isFetching) ? (
        <DepositSkeleton />
      ) : chargeInfo.isError ? (
        <ErrorState
          message={t('deposit.loadFailed')}
          error={chargeInfo.error}
          onRetry={() => void chargeInfo.refetch()}
        />
      ) : (
        <DepositTabs info={chargeInfo.data} />
      )}
    </>
  );
}
