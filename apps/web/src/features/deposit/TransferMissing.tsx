import { useTranslation } from 'react-i18next';
import { redirectTo } from '../../router/navigation';
import { ErrorState } from '../../ui/States';
import { ActionBar } from '../wallet/ActionBar';
import { Button } from '../../ui/Button';

/** A transfer detail page opened without its order: nothing to pay, back to deposit. */
export function TransferMissing() {
  const { t } = useTranslation('wallet');
  return (
    <>
      <ErrorState message={t('transfer.missing')} />
      <ActionBar>
        <Button block onClick={() => redirectTo('/pages/wallet/Deposit')}>
          {t('transfer.toDeposit')}
        </Button>
      </ActionBar>
    </>
  );
}
