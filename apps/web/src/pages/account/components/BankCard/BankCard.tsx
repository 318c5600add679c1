import { useTranslation } from '../../../../i18n/useTranslation';
import { useBankAccounts } from '../../../../features/bank-account/api';
import { navigateBack } from '../../../../router/navigation';
import type { PageProps } from '../../../../router/routes';
import { EmptyState, ErrorState, LoadingState } from '../../../../ui/States';
import { BankAccountFormView } from './BankAccountFormView';

/** Add a withdraw account, or edit the one named by `?id=`. */
export default function BankCardPage({ query }: PageProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const accounts = useBankAccounts();

  if (!query.id) return <BankAccountFormView />;
  if (accounts.isPending) return <LoadingState />;
  if (accounts.isError) {
    return (
      <ErrorState
        message={t('bank.loadFailed')}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
    );
  }
  const account = accounts.data.list.find((a) => a.id === query.id);
  if (!account) {
    return (
      <EmptyState
        icon="card"
        message={t('bank.notFound')}
        action={{ label: tc('action.back'), onClick: () => navigateBack() }}
      />
    );
  }
  return <BankAccountFormView account={account} />;
}
