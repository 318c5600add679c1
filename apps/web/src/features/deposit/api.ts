import {
  createRechargeOrderEndpoint,
  createTransferOrderEndpoint,
  rechargeOrderDetailEndpoint,
  rechargeRecordEndpoint,
  submitTxHashEndpoint,
  submitUtrEndpoint,
  type CallRequest,
} from '@khel/contract/endpoints';
import type { DepositRecordRange } from '@khel/contract/wallet-rules';
import type { TDepositOrder } from '@khel/contract';
import { useQuery } from '../../api/query';
import { queryClient } from '../../api/queryClient';
import { call } from '../../lib/http';
import { ORDER_POLL_MS, useOrderHistory } from '../wallet';
import { CHARGE_INFO_KEY, fetchChargeInfo } from '../deposit-guard';

/** Deposit calls of packages/contract/src/recharge.ts; every order call answers TDepositOrder. */
export const depositKeys = {
  all: ['deposit'] as const,
  chargeInfo: () => CHARGE_INFO_KEY,
  records: (range: DepositRecordRange) => [...depositKeys.all, 'records', range] as const,
  order: (orderNo: string) => [...depositKeys.all, 'order', orderNo] as const,
};

export const useChargeInfo = () =>
  useQuery({ queryKey: depositKeys.chargeInfo(), queryFn: fetchChargeInfo });

/** The player's orders, newest first, a page at a time (keyset cursor from the previous page). */
export const useDepositRecords = (range: DepositRecordRange) =>
  useOrderHistory(depositKeys.records(range), rechargeRecordEndpoint, range);

export const useDepositOrder = (orderNo: string) =>
  useQuery({
    queryKey: depositKeys.order(orderNo),
    queryFn: () => call(rechargeOrderDetailEndpoint, { orderNo }, { silent: true }),
    enabled: orderNo !== '',
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
  });

/** An order a write answered: into its page's cache, and every history is read again. */
function remember(order: TDepositOrder) {
  queryClient.setQueryData(depositKeys.order(order.orderNo), order);
  void queryClient.invalidateQueries({ queryKey: [...depositKeys.all, 'records'] });
  return order;
}

export const createRechargeOrder = (input: CallRequest<typeof createRechargeOrderEndpoint>) =>
  call(createRechargeOrderEndpoint, input).then(remember);

export const createTransferOrder = (input: CallRequest<typeof createTransferOrderEndpoint>) =>
  call(createTransferOrderEndpoint, input).then(remember);

export const submitUtr = (input: CallRequest<typeof submitUtrEndpoint>) =>
  call(submitUtrEndpoint, input).then(remember);

export const submitTxHash = (input: CallRequest<typeof submitTxHashEndpoint>) =>
  call(submitTxHashEndpoint, input).then(remember);
