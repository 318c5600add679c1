import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAuth } from '../../../../features/auth/runAuth';
import {
  deleteBankAccount,
  useBankAccounts,
  type BankAccount,
} from '../../../../features/bank-account/bankAccounts';
import { showToast } from '../../../../lib/toast';
import { navigateTo } from '../../../../router/navigation';
import type { PageProps } from '../../../../router/routes';
import { Button } from '../../../../ui/Button';
import { Icon } from '../../../../ui/icons';
import { EmptyState, ErrorState, LoadingState } from '../../../../ui/States';
import { BankAccountCard } from './BankAccountCard';
import styles from './BankCard.module.css';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const FORM_PATH = '/pages/account/components/BankCard/BankCard';

/** The player's withdraw accounts, with add, edit and delete. */
export default function BankCardListPage(_props: PageProps) {
  const { t } = useTranslation('account');
  const accounts = useBankAccounts();
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const handleAdd = () => navigateTo(FORM_PATH);

  const handleDelete = async () => {
    if (!deleting) return;
    const id = deleting.id;
    setDeleting(null);
    if ((await runAuth(() => deleteBankAccount(id), t('bank.deleting'))) !== null) {
      showToast(t('bank.deleted'));
    }
  };

  if (accounts.isPending) return <LoadingState />;
  if (accounts.isError) return <ErrorState onRetry={() => void accounts.refetch()} />;

  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        <Icon name="shield" size={18} />
        {t('bank.intro')}
      </p>
      {accounts.data.length === 0 ? (
        <EmptyState icon="card" message={t('bank.empty')} />
      ) : (
        <ul className={styles.list}>
          {accounts.data.map((account) => (
            <li key={account.id}>
              <BankAccountCard
                account={account}
                onEdit={() => navigateTo(`${FORM_PATH}?id=${encodeURIComponent(account.id)}`)}
                onDelete={() => setDeleting(account)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <Button block onClick={handleAdd} data-testid="bank-add">
          <Icon name="plus" size={18} />
          {t('bank.add')}
        </Button>
      </div>
      <DeleteAccountDialog
        account={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void handleDelete()}
      />
    </div>
  );
}
