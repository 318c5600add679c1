import type {
  TCommonBody,
  TCreateRechargeOrderRequest,
  TCreateTransferOrderRequest,
  TDepositOrder,
  TRechargeRecordResponse,
  TSubmitUtrRequest,
} from '@khel/contract';
import type { DepositRecordRange } from '@khel/contract/wallet-rules';
import { WALLET_PATHS } from '@khel/contract/wallet-rules';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { post } from '../../lib/http';
import { CHARGE_INFO_KEY, fetchChargeInfo } from '../deposit-guard/chargeInfoQuery';

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

/** Orders per page of the history. */
export const DEPOSIT_PAGE_SIZE = 20;

/** The player's orders, newest first, a page at a time (keyset cursor from the previous page). */
export const useDepositRecords = (range: DepositRecordRange) =>
  useInfiniteQuery({
    queryKey: depositKeys.records(range),
    queryFn: ({ pageParam, signal }) =>
      post<TRechargeRecordResponse>(
        WALLET_PATHS.rechargeRecord,
        { range, pageSize: DEPOSIT_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.list),
  });

/** While an order is pending it is read again every 5 s, so the page follows the payment. */
export const ORDER_POLL_MS = 5_000;

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
