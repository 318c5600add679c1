import { useQuery } from '@tanstack/react-query';
import { post } from '../../lib/http';
import type { HistoryRange } from '../wallet/historyRange';
import type { TransferOrder } from './transferDetail';
import type { ChargeInfo, DepositOrder, DepositRecordPage } from './types';

/**
 * Deposit calls of SPEC.md §7. Their payloads are "not shown"; the ones below are what the
 * deposits issue is expected to accept. The UTR submission has no path in SPEC.md: it is
 * /recharge/submitUtr here, settled when the server side lands.
 */
export const DEPOSIT_PATHS = {
  chargeInfo: '/recharge/getChargeInfo',
  createRechargeOrder: '/recharge/createRechargeOrder',
  createTransferOrder: '/recharge/createTransferOrder',
  record: '/recharge/record',
  orderDetail: '/recharge/orderDetail',
  submitUtr: '/recharge/submitUtr',
} as const;

export const depositKeys = {
  all: ['deposit'] as const,
  chargeInfo: () => [...depositKeys.all, 'chargeInfo'] as const,
  records: (range: HistoryRange) => [...depositKeys.all, 'records', range] as const,
  order: (orderNo: string) => [...depositKeys.all, 'order', orderNo] as const,
};

export const useChargeInfo = () =>
  useQuery({
    queryKey: depositKeys.chargeInfo(),
    queryFn: () => post<ChargeInfo>(DEPOSIT_PATHS.chargeInfo, {}),
  });

export const useDepositRecords = (range: HistoryRange) =>
  useQuery({
    queryKey: depositKeys.records(range),
    queryFn: () =>
      post<DepositRecordPage>(DEPOSIT_PATHS.record, { range, pageNo: 1, pageSize: 50 }),
  });

export const useDepositOrder = (orderNo: string) =>
  useQuery({
    queryKey: depositKeys.order(orderNo),
    queryFn: () => post<DepositOrder>(DEPOSIT_PATHS.orderDetail, { orderNo }),
    enabled: orderNo !== '',
  });

export interface CreateRechargeOrderInput {
  depositAmount: number;
  /** The deposit tab: 1 online (the default), 4 crypto. */
  depositChannel: number;
  depositMethod?: number | string;
  depositMethodName?: string;
  /** Whether the player joined the bonus event (typeB amounts). */
  bonusEvent?: boolean;
  currency?: string;
}

/** The answer is not shown in SPEC.md: an order number and, for online payment, a pay page. */
export interface RechargeOrderResult {
  orderNo?: string;
  payUrl?: string;
}

export const createRechargeOrder = (input: CreateRechargeOrderInput) =>
  post<RechargeOrderResult>(DEPOSIT_PATHS.createRechargeOrder, input);

export const createTransferOrder = (input: {
  depositAmount: number;
  depositPaymentMethod: number;
}) => post<TransferOrder>(DEPOSIT_PATHS.createTransferOrder, input);

export const submitUtr = (input: { utr: string; orderNo?: string }) =>
  post<unknown>(DEPOSIT_PATHS.submitUtr, input);
