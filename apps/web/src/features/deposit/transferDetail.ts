import type { PageQuery } from '../../router/routes';
import { parseAmount } from './amounts';
import type { CardType } from './types';

/**
 * The pay-to account of a transfer order. SPEC.md does not show what createTransferOrder
 * answers; the IMPS and UPI detail pages take these fields as query parameters, so any caller
 * (the deposit page today, an order link later) can open them.
 */
export interface TransferOrder {
  type: CardType;
  orderNo: string;
  amount: number;
  accountName?: string;
  accountNo?: string;
  ifsc?: string;
  bankName?: string;
  upiId?: string;
}

export interface ImpsDetail {
  orderNo: string;
  amount: number;
  accountName: string;
  accountNo: string;
  ifsc: string;
  bankName: string;
}

export interface UpiDetail {
  orderNo: string;
  amount: number;
  upiId: string;
  payee: string;
}

const text = (query: PageQuery, key: string) => (query[key] ?? '').trim();

/** The IMPS details in the query, or null when any needed one is missing. */
export function parseImpsDetail(query: PageQuery): ImpsDetail | null {
  const amount = parseAmount(text(query, 'amount'));
  const detail = {
    orderNo: text(query, 'orderNo'),
    accountName: text(query, 'name'),
    accountNo: text(query, 'account'),
    ifsc: text(query, 'ifsc').toUpperCase(),
    bankName: text(query, 'bank'),
  };
  if (amount === null || !detail.orderNo || !detail.accountName || !detail.accountNo) return null;
  if (!detail.ifsc) return null;
  return { ...detail, amount };
}

/** The UPI details in the query, or null when any needed one is missing. */
export function parseUpiDetail(query: PageQuery): UpiDetail | null {
  const amount = parseAmount(text(query, 'amount'));
  const orderNo = text(query, 'orderNo');
  const upiId = text(query, 'upi');
  if (amount === null || !orderNo || !upiId) return null;
  return { orderNo, amount, upiId, payee: text(query, 'name') };
}

/** The detail page of a created transfer order, with its account in the query. */
export function transferDetailUrl(order: TransferOrder): string {
  const entries: Record<string, string | undefined> =
    order.type === 'upi'
      ? {
          orderNo: order.orderNo,
          amount: String(order.amount),
          upi: order.upiId,
          name: order.accountName,
        }
      : {
          orderNo: order.orderNo,
          amount: String(order.amount),
          name: order.accountName,
          account: order.accountNo,
          ifsc: order.ifsc,
          bank: order.bankName,
        };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value) params.set(key, value);
  const page = order.type === 'upi' ? 'DepositUpiDetail' : 'DepositImpsDetail';
  return `/pages/wallet/${page}?${params.toString()}`;
}
