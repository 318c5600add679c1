import { formatPaise } from '@khel/contract/money';
import type { PayoutRow } from '../payouts';
import type { UtrRow } from '../utrs';
import { escapeHtml, page } from './layout';

/**
 * The sandbox operator's pages (English only): UTR reconciliation and payouts. Each page is a
 * list whose rows are named by their UTR (or hash) or payout amount and id, and each row's form
 * by what it settles, so a screen reader says which row a "Received" or "Mark paid" acts on.
 */

const BANNER = 'SANDBOX — operator tools, no real money moves';
const badge = (status: string) =>
  `<span class="badge s-${escapeHtml(status)}">${escapeHtml(status.replace('_', ' '))}</span>`;
const when = (value: Date | string | null) =>
  value === null ? '' : new Date(value).toISOString().replace('T', ' ').slice(0, 16);

function notice(message: { ok?: string | undefined; error?: string | undefined }) {
  if (message.error) return `<div class="notice err">${escapeHtml(message.error)}</div>`;
  if (message.ok) return `<div class="notice ok">${escapeHtml(message.ok)}</div>`;
  return '';
}

export function renderReconcilePage(options: {
  utrs: UtrRow[];
  base: string;
  message: { ok?: string | undefined; error?: string | undefined };
}) {
  const items = options.utrs.map((u, index) => {
    const action = `${options.base}/reconcile/${encodeURIComponent(u.merchant_id)}/${u.utr}`;
    const name = `${u.method === 'CRYPTO' ? 'Tx' : 'UTR'} ${u.method === 'CRYPTO' ? `${u.utr.slice(0, 10)}…${u.utr.slice(-6)}` : u.utr}`;
    const controls =
      u.status === 'pending'
        ? `<form method="post" action="${escapeHtml(action)}" aria-label="${escapeHtml(`Settle ${name}`)}">
             <input name="amount" inputmode="decimal" aria-label="Amount received" value="${escapeHtml(
               formatPaise(u.amount_paise, { grouping: 'none' }),
             )}">
             <button class="mini ok" name="action" value="received">Received</button>
             <button class="mini no" name="action" value="not_found">Not found</button></form>`
        : `<div class="muted">${u.status === 'received' ? `Received ₹ ${formatPaise(u.received_paise ?? 0, { grouping: 'indian' })} · ` : ''}${escapeHtml(when(u.finished_at))}</div>`;
    return `<li class="item" aria-labelledby="utr-${index}"><div class="top"><b id="utr-${index}">${escapeHtml(name)}</b>${badge(u.status)}</div>
      <div class="muted">${escapeHtml(u.method)} · ₹ ${formatPaise(u.amount_paise, { grouping: 'indian' })} claimed · order ${escapeHtml(
        u.merchant_order_id,
      )} · ${escapeHtml(u.merchant_id)}</div>${controls}</li>`;
  });
  const body = `${notice(options.message)}<div class="card"><h2>Expected UTRs</h2>
<div class="muted">Transfers merchants' customers say they made. Mark each one as found on the
statement (with the amount that arrived) or not found; the merchant gets a signed callback.
Crypto deposits appear here by transaction hash, with the rupee value the merchant expects.</div>
${items.length ? `<ul class="items" aria-label="Expected UTRs">${items.join('')}</ul>` : '<p class="muted center">No UTRs yet.</p>'}</div>`;
  return page({ title: 'UTR reconciliation', heading: 'UTR reconciliation', banner: BANNER, body });
}

export function renderPayoutsPage(options: {
  payouts: PayoutRow[];
  base: string;
  message: { ok?: string | undefined; error?: string | undefined };
}) {
  const items = options.payouts.map((p, index) => {
    const action = `${options.base}/payouts/${encodeURIComponent(p.id)}`;
    const controls =
      p.status === 'processing'
        ? `<form method="post" action="${escapeHtml(action)}" aria-label="${escapeHtml(`Settle payout ${p.id}`)}">
             <button class="mini ok" name="action" value="paid">Mark paid</button>
             <button class="mini no" name="action" value="failed">Mark failed</button></form>`
        : `<div class="muted">${p.utr ? `UTR ${escapeHtml(p.utr)} · ` : ''}${
            p.failure_reason ? `${escapeHtml(p.failure_reason)} · ` : ''
          }${escapeHtml(when(p.finished_at))}</div>`;
    return `<li class="item" aria-labelledby="payout-${index}"><div class="top"><b id="payout-${index}">₹ ${formatPaise(p.amount_paise, { grouping: 'indian' })}<span class="visually-hidden"> · ${escapeHtml(p.id)}</span></b>${badge(p.status)}</div>
      <div class="muted">${escapeHtml(p.account_name)} · A/c ${escapeHtml(p.account_number)} · ${escapeHtml(p.ifsc)}</div>
      <div class="muted">${escapeHtml(p.id)} · ${escapeHtml(p.merchant_payout_id)} · ${escapeHtml(p.merchant_id)}</div>${controls}</li>`;
  });
  const body = `${notice(options.message)}<div class="card"><h2>Payouts</h2>
<div class="muted">Bank payouts requested by merchants. Settle each processing one; the merchant
gets a signed callback.</div>
${items.length ? `<ul class="items" aria-label="Payouts">${items.join('')}</ul>` : '<p class="muted center">No payouts yet.</p>'}</div>`;
  return page({ title: 'Payouts', heading: 'Payouts', banner: BANNER, body });
}

/** The form that sets the sandbox-tools cookie when SANDBOX_TOOLS_TOKEN is configured. */
export function renderToolsLoginPage(options: { action: string; next: string; wrong: boolean }) {
  const body = `${options.wrong ? notice({ error: 'That token is not right.' }) : ''}<div class="card">
<h2>Sandbox tools token</h2><div class="muted">Enter the server's SANDBOX_TOOLS_TOKEN to use the
operator pages from this browser.</div>
<form method="post" action="${escapeHtml(options.action)}" class="item">
<input type="hidden" name="next" value="${escapeHtml(options.next)}">
<input name="token" type="password" autocomplete="current-password" aria-label="Token" required>
<button class="mini ok">Continue</button></form></div>`;
  return page({ title: 'Sandbox tools', heading: 'Sandbox tools', banner: BANNER, body });
}
