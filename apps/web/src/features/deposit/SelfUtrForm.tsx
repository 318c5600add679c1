import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { redirectTo } from '../../router/navigation';
import { useCurrencySign } from '../../stores/app';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { trackPurchase } from '../tracking';
import { useSubmit } from '../wallet';
import { amountBounds, parseAmount } from './amounts';
import { submitUtr } from './api';
import { orderDetailLink } from './orderLinks';
import { useAmountMessage } from './useAmountMessage';
import { UtrField } from './ReferenceForm';
import { validateUtr } from './validation';
import styles from './UtrForm.module.css';

/**
 * Self-service UTR: the UTR of a transfer made without an order and the rupees sent. The server
 * makes it a self-service order; its page then follows the confirmation.
 */
export function SelfUtrForm() {
  const { t } = useTranslation('wallet');
  const sign = useCurrencySign();
  const amountMessage = useAmountMessage();
  const { busy, run } = useSubmit(t('deposit.submitting'));
  const [utr, setUtr] = useState('');
  const [amount, setAmount] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const utrError = validateUtr(utr);
    if (utrError) return showToast(t(utrError === 'utrRequired' ? 'utr.required' : 'utr.digits'));
    const message = amountMessage(amount, amountBounds([]));
    if (message) return showToast(message);
    void run(async () => {
      const order = await submitUtr({ utr, depositAmount: parseAmount(amount) });
      trackPurchase(order.amount);
      showToast(t('utr.submitted'));
      redirectTo(...orderDetailLink(order.orderNo));
    });
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <UtrField
        label={t('utr.label')}
        placeholder={t('utr.placeholder')}
        value={utr}
        onChange={setUtr}
      />
      <Field
        name="depositAmount"
        label={t('selfUtr.amountLabel')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('selfUtr.amountPlaceholder')}
        value={amount}
        onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
        prefix={<strong>{sign}</strong>}
      />
      <p className={styles.hint}>{t('utr.hint')}</p>
      <Button type="submit" block disabled={busy}>
        {t('utr.submit')}
      </Button>
    </form>
  );
}
