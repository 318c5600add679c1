import type { TBankAccount } from '@khel/contract';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useRunAuth } from '../../../../features/auth/runAuth';
import {
  deleteBankAccount,
  setDefaultBankAccount,
  useBankAccounts,
} from '../../../../features/bank-account/api';
import { useWithdrawPasswordGate } from '../../../../features/withdraw/passwordGate';
import { PasswordNotice } from '../../../../features/withdraw/PasswordNotice';
import { PasswordSheet } from '../../../../features/withdraw/PasswordSheet';
import { showToast } from '../../../../lib/toast';
import { navigateTo } from '../../../../router/navigation';
import { PATHS } from '../../../../router/paths';
import type { PageProps } from '../../../../router/routes';
import { Button } from '../../../../ui/Button';
import { Icon } from '../../../../ui/icons';
import { EmptyState, ErrorState, LoadingState } from '../../../../ui/States';
import { BankAccountCard } from './BankAccountCard';
import styles from './BankCard.module.css';

type Change = { kind: 'delete' | 'default'; account: TBankAccount };

/** The player's withdraw accounts (up to the server's cap), with add, edit, delete and default. */
export default function BankCardListPage(_props: PageProps) {
  const { t } = useTranslation('account');
  const { runAuth, pending } = useRunAuth();
  const accounts = useBankAccounts();
  const gate = useWithdrawPasswordGate();
  const [change, setChange] = useState<Change | null>(null);

  const startChange = (next: Change) => gate.ensure() && setChange(next);
  const handleAdd = () => gate.ensure() && navigateTo(PATHS.bankCard);
  const handleEdit = (account: TBankAccount) => navigateTo(PATHS.bankCard, { id: account.id });

  const handleConfirm = async (withdrawPassword: string) => {
    if (!change) return;
    const { kind, account } = change;
    const done = await runAuth(
      () =>
        kind === 'delete'
          ? deleteBankAccount(account.id, withdrawPassword)
          : setDefaultBankAccount(account.id, withdrawPassword),
      t(kind === 'delete' ? 'bank.deleting' : 'bank.saving'),
    );
    if (done === null) return; // the server's message ('Wrong withdrawal password') was toasted
    setChange(null);
    showToast(t(kind === 'delete' ? 'bank.deleted' : 'bank.defaultSaved'));
  };

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

  const { list, max } = accounts.data;
  const full = list.length >= max;

  return (
    <div className={styles.page}>
      {!gate.hasPassword && <PasswordNotice />}
      <p className={styles.intro}>
        <Icon name="shield" size={18} />
        {t('bank.intro')}
      </p>
      <div className={styles.listHead}>
        <span>{t('bank.myAccounts')}</span>
        <span className={styles.count} data-testid="bank-count">
          {t('bank.count', { used: list.length, max })}
        </span>
      </div>
      {list.length === 0 ? (
        <EmptyState icon="card" message={t('bank.empty')} />
      ) : (
        <ul className={styles.list}>
          {list.map((account) => (
            <li key={account.id}>
              <BankAccountCard
                account={account}
                onEdit={() => handleEdit(account)}
                onDelete={() => startChange({ kind: 'delete', account })}
                onSetDefault={() => startChange({ kind: 'default', account })}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <Button block onClick={handleAdd} disabled={full} data-testid="bank-add">
          <Icon name="plus" size={18} />
          {t('bank.add')}
        </Button>
        {full && <p className={styles.capNote}>{t('bank.capReached', { max })}</p>}
      </div>
      {change && (
        <PasswordSheet
          title={t(change.kind === 'delete' ? 'bank.deleteTitle' : 'bank.defaultTitle')}
          confirmLabel={t(change.kind === 'delete' ? 'bank.delete' : 'bank.setDefault')}
          danger={change.kind === 'delete'}
          busy={pending}
          onClose={() => setChange(null)}
          onConfirm={(password) => void handleConfirm(password)}
        >
          <p>
            {t(change.kind === 'delete' ? 'bank.deleteMessage' : 'bank.defaultMessage', {
              account: change.account.accountNumber,
            })}
          </p>
        </PasswordSheet>
      )}
    </div>
  );
}
