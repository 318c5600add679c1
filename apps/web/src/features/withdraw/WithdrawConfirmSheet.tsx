import type { TWithdrawPreview } from '@khel/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { useMoneyText } from '../../ui/Money';
import { Sheet } from '../../ui/Sheet';
import { DetailList } from '../wallet';
import { isWithdrawPasswordMissing } from './validation';
import { WithdrawPasswordField } from './WithdrawPasswordField';
import styles from './WithdrawConfirmSheet.module.css';

export interface WithdrawConfirmSheetProps {
  preview: TWithdrawPreview;
  busy: boolean;
  onClose: () => void;
  onConfirm: (withdrawPassword: string) => void;
}

/**
 * The confirmation popup (docs/product.md §2): order number, arrival amount, service charge, bank account
 * and the withdrawal password. Mount it to open it.
 */
export function WithdrawConfirmSheet({
  preview,
  busy,
  onClose,
  onConfirm,
}: WithdrawConfirmSheetProps) {
  const { t } = useTranslation('wallet');
  const money = useMoneyText();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const { bankAccount } = preview;

  const handleConfirm = () => {
    if (isWithdrawPasswordMissing(password)) return setMissing(true);
    onConfirm(password);
  };

  return (
    <Sheet open title={t('withdraw.confirmTitle')} onClose={onClose} placement="center">
      <div className={styles.body} data-testid="withdraw-confirm">
        <p className={styles.amount}>
          <span>{t('withdraw.amountLabel')}</span>
          <strong>{money(preview.amount)}</strong>
        </p>
        <DetailList
          items={[
            { label: t('withdraw.orderNo'), value: preview.orderNo },
            {
              label: t('withdraw.arrivalAmount'),
              value: money(preview.arrivalAmount),
              strong: true,
            },
            { label: t('withdraw.serviceCharge'), value: money(preview.serviceCharge) },
            {
              label: t('withdraw.bankAccount'),
              value: `${bankAccount.bankName || bankAccount.ifsc} ${bankAccount.accountNumber}`,
            },
          ]}
        />
        <WithdrawPasswordField
          value={password}
          onChange={(value) => {
            setPassword(value);
            setMissing(false);
          }}
          error={missing ? t('withdraw.passwordRequired') : null}
        />
        <Button block disabled={busy} onClick={handleConfirm} data-testid="withdraw-confirm-submit">
          {t('withdraw.confirm')}
        </Button>
      </div>
    </Sheet>
  );
}
