import type { TWithdrawOrder } from '@khel/contract';
import {
  withdrawApplyEndpoint,
  withdrawInfoEndpoint,
  withdrawOrderDetailEndpoint,
  withdrawPreviewEndpoint,
  withdrawRecordEndpoint,
} from '@khel/contract/endpoints';
import type { DepositRecordRange } from '@khel/contract/wallet-rules';
import { useQuery } from '../../api/query';
import { queryClient } from '../../api/queryClient';
import { call } from '../../lib/http';
import { ORDER_POLL_MS, useOrderHistory } from '../wallet';
import { loadUserInfo } from '../session';

/** Withdrawal calls of packages/contract/src/withdraw.ts. */
export const withdrawKeys = {
  all: ['withdraw'] as const,
  info: () => [...withdrawKeys.all, 'info'] as const,
  records: (range: DepositRecordRange) => [...withdrawKeys.all, 'records', range] as const,
  order: (orderNo: string) => [...withdrawKeys.all, 'order', orderNo] as const,
};

/** Balance, the VIP level's limits, today's use and wagering: what the Withdraw page shows. */
export const useWithdrawInfo = () =>
  useQuery({
    queryKey: withdrawKeys.info(),
    queryFn: () => call(withdrawInfoEndpoint, {}, { silent: true }),
    staleTime: 0,
  });

export interface WithdrawInput {
  amount: number;
  bankAccountId: string;
}

/** Checks a withdrawal; refusals (limits, wagering) are toasted by the HTTP client. */
export const previewWithdraw = (input: WithdrawInput) => call(withdrawPreviewEndpoint, input);

/**
 * Withdraws with the preview's order number (a repeat changes nothing), then reads the balance,
 * limits and lists again: the amount has left the wallet.
 */
export async function applyWithdraw(
  input: WithdrawInput & { orderNo: string; withdrawPassword: string },
): Promise<TWithdrawOrder> {
  const order = await call(withdrawApplyEndpoint, input);
  queryClient.setQueryData(withdrawKeys.order(order.orderNo), order);
  void loadUserInfo();
  void queryClient.invalidateQueries({ queryKey: withdrawKeys.info() });
  void queryClient.invalidateQueries({ queryKey: [...withdrawKeys.all, 'records'] });
  void queryClient.invalidateQueries({ queryKey: ['records'] });
  return order;
}

/** The player's withdrawals, newest first, a page at a time (keyset cursor from the last page). */
export const useWithdrawRecords = (range: DepositRecordRange) =>
  useOrderHistory(withdrawKeys.records(range), withdrawRecordEndpoint, range);

export const useWithdrawOrder = (orderNo: string) =>
  useQuery({
    queryKey: withdrawKeys.order(orderNo),
    queryFn: () => call(withdrawOrderDetailEndpoint, { orderNo }, { silent: true }),
    enabled: orderNo !== '',
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? ORDER_POLL_MS : false),
  });
