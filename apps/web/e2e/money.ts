import type { TDepositOrder, TWithdrawOrder, TWithdrawPreview } from '@khel/contract';
import { callApi, readOtp, registerPlayer } from './accounts';
import type { StoredSession } from './browser';

/**
 * Money helpers for browser tests, through the real API and the embedded sandbox gateway
 * (apps/psp-sandbox): players who may withdraw, deposits paid or reconciled, payouts settled.
 */
export const WITHDRAW_PASSWORD = '246810';

/** The platform's merchant id at the embedded gateway (PSP_MERCHANT_ID's default). */
const MERCHANT_ID = 'khel';

/** A registered +92 player with a withdrawal password (set with an SMS code, as the app does). */
export async function playerWithPassword(baseUrl: string) {
  const mobile = `+92300${String(Date.now()).slice(-7)}`;
  const session = await registerPlayer(baseUrl, mobile, 'Khel-withdraw-88');
  // One code per phone per OTP_RESEND_SECONDS (1 s in the browser tests).
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await callApi(baseUrl, '/sms/send', { ...session, mobile, purpose: 'withdrawPassword' });
  const verificationCode = await readOtp(baseUrl, mobile);
  await callApi(baseUrl, '/user/setWithdrawPassword', {
    ...session,
    mobile,
    verificationCode,
    withdrawPassword: WITHDRAW_PASSWORD,
  });
  return session;
}

/** Adds a withdraw account; answers its id. */
export async function addBankAccount(baseUrl: string, session: StoredSession) {
  const account = await callApi<{ id: number }>(baseUrl, '/bank/add', {
    ...session,
    holderName: 'Meera Shah',
    accountNumber: '111122223333',
    confirmAccountNumber: '111122223333',
    ifsc: 'ICIC0001111',
    withdrawPassword: WITHDRAW_PASSWORD,
  });
  return account.id;
}

/** Withdraws through the API as the confirmation popup does; the order stays with the gateway. */
export async function withdrawByApi(
  baseUrl: string,
  session: StoredSession,
  options: { amount: number; bankAccountId: number },
) {
  const preview = await callApi<TWithdrawPreview>(baseUrl, '/withdraw/preview', {
    ...session,
    ...options,
  });
  return callApi<TWithdrawOrder>(baseUrl, '/withdraw/apply', {
    ...session,
    ...options,
    orderNo: preview.orderNo,
    withdrawPassword: WITHDRAW_PASSWORD,
  });
}

/** Posts one of the sandbox gateway's forms, as its page's button would. */
async function postGatewayForm(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`${url}: HTTP ${response.status}`);
}

/** Pays (or fails) an online order on the gateway's pay page. */
export const finishPayment = (order: TDepositOrder, outcome: 'pay' | 'fail' = 'pay') =>
  postGatewayForm(order.payUrl!, { action: outcome });

/** The gateway's operator finds a UTR (or transaction hash) on the statement. */
export const markReceived = (baseUrl: string, reference: string, amount: number) =>
  postGatewayForm(`${baseUrl}/psp/reconcile/${MERCHANT_ID}/${reference}`, {
    action: 'received',
    amount: amount.toFixed(2),
  });

/** Waits until the platform shows the deposit order in `status` (callbacks are asynchronous). */
export async function waitForDeposit(
  baseUrl: string,
  session: StoredSession,
  orderNo: string,
  status: TDepositOrder['status'],
) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const order = await callApi<TDepositOrder>(baseUrl, '/recharge/orderDetail', {
      ...session,
      orderNo,
    });
    if (order.status === status) return order;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`deposit ${orderNo} never became ${status}`);
}

/** A 12-digit UTR no other test uses. */
export const freshUtr = () =>
  `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-12).padStart(12, '7');
