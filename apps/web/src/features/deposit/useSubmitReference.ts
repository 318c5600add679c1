import type { TDepositOrder } from '@khel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { depositKeys, submitTxHash, submitUtr } from './api';

/**
 * Sends an order's payment reference (a transfer's UTR or a crypto transaction hash) and puts
 * the answer in the order's cache, so the detail page shows 'waiting for confirmation' at once.
 */
export function useSubmitReference(orderNo: string, onSubmitted?: (order: TDepositOrder) => void) {
  const queryClient = useQueryClient();
  return async (reference: { utr: string } | { txHash: string }) => {
    const order =
      'utr' in reference
        ? await submitUtr({ orderNo, utr: reference.utr })
        : await submitTxHash({ orderNo, txHash: reference.txHash });
    queryClient.setQueryData(depositKeys.order(orderNo), order);
    void queryClient.invalidateQueries({ queryKey: [...depositKeys.all, 'records'] });
    onSubmitted?.(order);
  };
}
