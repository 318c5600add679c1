import type { TDepositOrder } from '@khel/contract';
import { useWrite } from '../../api/useWrite';
import { submitTxHash, submitUtr } from './api';

/**
 * Sends an order's payment reference (a transfer's UTR or a crypto transaction hash); the answer
 * goes into the order's cache (api.ts), so the detail page shows 'waiting for confirmation' at
 * once. Answers whether it went through.
 */
export function useSubmitReference(orderNo: string, onSubmitted?: (order: TDepositOrder) => void) {
  const write = useWrite(
    (reference: { utr: string } | { txHash: string }) =>
      'utr' in reference
        ? submitUtr({ orderNo, utr: reference.utr })
        : submitTxHash({ orderNo, txHash: reference.txHash }),
    { onSuccess: (order) => onSubmitted?.(order) },
  );
  return async (reference: { utr: string } | { txHash: string }) => (await write.run(reference)).ok;
}
