import { createHash } from 'node:crypto';
import { formatPaise } from '@khel/contract/money';
import type { OrderRow } from '../orders';
import type { Lang } from './i18n';
import { strings } from './i18n';
import { escapeHtml, page } from './layout';

/** The payer's pages: the UPI or IMPS pay screen, and the result screen. */

export interface PayeeInfo {
  name: string;
  vpa: string;
  accountNumber: string;
  ifsc: string;
}

/** The sandbox's collecting account for an order (stable per order, plausible-looking). */
export function payeeFor(order: OrderRow, merchantName: string): PayeeInfo {
  const digest = createHash('sha256').update(order.id).digest();
  const accountDigits = Array.from(digest.subarray(0, 10), (b) => b % 10).join('');
  return {
    name: merchantName,
    vpa: `${order.merchant_id}.collect@sandboxpsp`,
    accountNumber: `5020${accountDigits}`,
    ifsc: 'SBOX0001234',
  };
}

/** A QR-looking block (not a scannable code: nothing can be paid with it in a sandbox). */
function qrSvg(seed: string) {
  const size = 25;
  const digest = createHash('sha256').update(seed).digest();
  const cells: string[] = [];
  const finder = (x: number, y: number) => {
    for (const [ox, oy] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      const dx = x - ox;
      const dy = y - oy;
      if (dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7) {
        if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return 0;
        const ring = Math.min(dx, dy, 6 - dx, 6 - dy);
        return ring === 1 ? 0 : 1;
      }
    }
    return -1;
  };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const f = finder(x, y);
      const i = y * size + x;
      const on =
        f === -1 ? ((digest[i % 32]! >> (i % 8)) & 1) ^ ((x * y + x) % 3 === 0 ? 1 : 0) : f;
      if (on) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  return `<svg class="qr" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img" aria-label="QR">${cells.join('')}</svg>`;
}

const row = (label: string, value: string) =>
  `<div class="row"><span class="muted">${escapeHtml(label)}</span><b>${escapeHtml(value)}</b></div>`;

export function renderPayPage(options: {
  order: OrderRow;
  payee: PayeeInfo;
  lang: Lang;
  action: string;
}) {
  const { order, payee, lang } = options;
  const t = strings(lang);
  const amount = `₹ ${formatPaise(order.amount_paise, { grouping: 'indian' })}`;
  const expiresAt = new Date(order.expires_at).getTime();
  const details =
    order.method === 'UPI'
      ? `<h2>${escapeHtml(t.upiTitle)}</h2><div class="muted">${escapeHtml(t.upiHint)}</div>
         ${qrSvg(`upi://pay?pa=${payee.vpa}&am=${order.amount_paise}&tr=${order.id}`)}
         ${row(t.vpa, payee.vpa)}${row(t.payTo, payee.name)}`
      : `<h2>${escapeHtml(t.impsTitle)}</h2><div class="muted">${escapeHtml(t.impsHint)}</div>
         ${row(t.beneficiary, payee.name)}${row(t.account, payee.accountNumber)}${row(t.ifsc, payee.ifsc)}${row(t.amount, amount)}`;
  const body = `
<div class="card center"><div class="muted">${escapeHtml(t.payTo)} ${escapeHtml(payee.name)}</div>
  <div class="amount">${escapeHtml(amount)}</div>
  <span class="timer">${escapeHtml(t.expiresIn)} <span id="countdown">--:--</span></span></div>
<div class="card">${details}</div>
<div class="card">${row(t.orderId, order.id)}</div>
<form method="post" action="${escapeHtml(options.action)}">
  <input type="hidden" name="lang" value="${escapeHtml(lang)}">
  <button class="btn btn-pay" name="action" value="pay">${escapeHtml(t.pay)} ${escapeHtml(amount)}</button>
  <button class="btn btn-fail" name="action" value="fail">${escapeHtml(t.fail)}</button>
</form>`;
  const script = `(function(){var end=${expiresAt},el=document.getElementById('countdown');
function tick(){var s=Math.max(0,Math.round((end-Date.now())/1000));
el.textContent=String(Math.floor(s/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0');
if(s===0){clearInterval(timer);setTimeout(function(){location.reload()},800);}}
var timer=setInterval(tick,1000);tick();})();`;
  return page({
    title: 'Sandbox PSP',
    heading: 'Sandbox PSP',
    banner: t.sandbox,
    lang,
    body,
    script,
  });
}

/** Where the result screen sends the payer: the merchant's returnUrl with the outcome. */
export function returnLink(order: OrderRow) {
  const url = new URL(order.return_url);
  url.searchParams.set('orderId', order.id);
  url.searchParams.set('merchantOrderId', order.merchant_order_id);
  url.searchParams.set('status', order.status);
  return url.toString();
}

export function renderResultPage(options: { order: OrderRow; payee: PayeeInfo; lang: Lang }) {
  const { order, lang } = options;
  const t = strings(lang);
  const status =
    order.status === 'paid' ? 'paid' : order.status === 'failed' ? 'failed' : 'expired';
  const icon = { paid: '✓', failed: '✕', expired: '⌛' }[status];
  const back = returnLink(order);
  const body = `
<div class="card center"><div class="icon ${status}">${icon}</div>
  <h2>${escapeHtml(t[status])}</h2>
  <div class="amount">₹ ${escapeHtml(formatPaise(order.amount_paise, { grouping: 'indian' }))}</div>
  <div class="muted">${escapeHtml(t.payTo)} ${escapeHtml(options.payee.name)}</div></div>
<div class="card">${row(t.orderId, order.id)}${order.utr ? row(t.utr, order.utr) : ''}${
    order.paid_at
      ? row(t.paidAt, new Date(order.paid_at).toISOString().replace('T', ' ').slice(0, 19) + ' UTC')
      : ''
  }</div>
<div class="muted center" id="returning">${escapeHtml(t.returning.replace('{s}', '5'))}</div>
<a class="btn btn-back" id="back" href="${escapeHtml(back)}">${escapeHtml(t.back)}</a>`;
  const template = JSON.stringify(t.returning);
  const script = `(function(){var s=5,el=document.getElementById('returning'),href=document.getElementById('back').href;
var timer=setInterval(function(){s--;el.textContent=${template}.replace('{s}',String(Math.max(s,0)));
if(s<=0){clearInterval(timer);location.href=href;}},1000);})();`;
  return page({ title: t[status], heading: 'Sandbox PSP', banner: t.sandbox, lang, body, script });
}

export function renderNotFound(lang: Lang) {
  const t = strings(lang);
  return page({
    title: t.notFound,
    heading: 'Sandbox PSP',
    banner: t.sandbox,
    lang,
    body: `<div class="card center"><div class="icon expired">?</div><h2>${escapeHtml(t.notFound)}</h2></div>`,
  });
}
