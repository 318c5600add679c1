import type {
  TCommonBody,
  TCreateRechargeOrderRequest,
  TCreateTransferOrderRequest,
  TDepositOrder,
  TSubmitUtrRequest,
} from '@khel/contract';
import type { DepositRecordRange } from '@khel/contract/wallet-rules';
import { WALLET_PATHS } from '@khel/contract/wallet-rules';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../lib/http';
import { ORDER_POLL_MS, useOrderHistory } from '../wallet';
import { CHARGE_INFO_KEY, fetchChargeInfo } from '../deposit-guard';

/** A request's own fields: the HTTP client adds the common body (SPEC.md §7). */
type Body<T> = Omit<T, keyof TCommonBody>;

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
  useOrderHistory<TDepositOrder>(depositKeys.records(range), WALLET_PATHS.rechargeRecord, range);

export const useDepositOrder = (orderNo: string) =>
  useQuery({
    queryKey: depositKeys.order(orderNo),
    queryFn: () =>
      post<TDepositOrder>(WALLET_PATHS.rechargeOrderDetail, { orderNo }, { silent: true }),
    enabled: orderNo !== '',
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
  });

export const createRechargeOrder = (input: Body<TCreateRechargeOrderRequest>) =>
  post<TDepositOrder>(WALLET_PATHS.createRechargeOrder, input);

export const createTransferOrder = (input: Body<TCreateTransferOrderRequest>) =>
  post<TDepositOrder>(WALLET_PATHS.createTransferOrder, input);

export const submitUtr = (input: Body<TSubmitUtrRequest>) =>
  post<TDepositOrder>(WALLET_PATHS.submitUtr, input);

export const submitTxHash = (input: { orderNo: string; txHash: string }) =>
  post<TDepositOrder>(WALLET_PATHS.submitTxHash, input);
