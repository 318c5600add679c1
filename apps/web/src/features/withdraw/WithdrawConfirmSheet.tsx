import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { formatMoney } from '../../ui/Money';
import { Sheet } from '../../ui/Sheet';
import { DetailList } from '../wallet/DetailList';
import { useCurrencySign } from '../../stores/app';
import { maskAccountNo } from './status';
import type { BankAccount, WithdrawPreview } from './types';
import { isWithdrawPasswordMissing } from './validation';
import styles from './WithdrawConfirmSheet.module.css';

export interface WithdrawConfirmSheetProps {
  open: boolean;
  account: BankAccount;
  preview: WithdrawPreview;
  busy: boolean;
  onClose: () => void;
  onConfirm: (password: string) => void;
}

/** The confirmation popup: order, arrival amount, fee, account and the withdrawal password. */
export function WithdrawConfirmSheet(props: WithdrawConfirmSheetProps) {
  const { open, account, preview, busy, onClose, onConfirm } = props;
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const money = (value?: number) => (value === undefined ? '--' : formatMoney(value, sign));

  const handleConfirm = () => {
    if (isWithdrawPasswordMissing(password)) {
      showToast(t('withdraw.passwordRequired'));
      return;
    }
    onConfirm(password);
  };

  return (
    <Sheet open={open} title={t('withdraw.confirmTitle')} onClose={onClose} placement="center">
      <DetailList
        items={[
          { label: t('withdraw.orderNo'), value: preview.orderNo ?? '--' },
          { label: t('withdraw.arrivalAmount'), value: money(preview.arrivalAmount), strong: true },
          { label: t('withdraw.serviceCharge'), value: money(preview.serviceCharge) },
          { label: t('withdraw.bankAccount'), value: maskAccountNo(account.accountNo) },
        ]}
      />
      <div className={styles.password}>
        <Field
          name="withdrawPassword"
          type={visible ? 'text' : 'password'}
          autoComplete="off"
          label={t('withdraw.password')}
          placeholder={t('withdraw.passwordPlaceholder')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          prefix={<Icon name="lock" size={18} />}
          suffix={
            <button
              type="button"
              className={styles.eye}
              onClick={() => setVisible((v) => !v)}
              aria-label={t(visible ? 'withdraw.hidePassword' : 'withdraw.showPassword')}
            >
              <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
            </button>
          }
        />
      </div>
      <Button block disabled={busy} onClick={handleConfirm}>
        {t('withdraw.confirm')}
      </Button>
    </Sheet>
  );
}
