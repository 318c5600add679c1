import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PspContext } from '../context';
import { PspError } from '../errors';
import { parseRupees } from '@khel/contract/money';
import { completeOrder, orderForPayer } from '../orders';
import { pickLang } from '../pages/i18n';
import { renderPayoutsPage, renderReconcilePage, renderToolsLoginPage } from '../pages/operator';
import { payeeFor, renderNotFound, renderPayPage, renderResultPage } from '../pages/pay';
import { listPayouts, settlePayout } from '../payouts';
import { TX_HASH_PATTERN, UTR_PATTERN } from '../schemas';
import { TOOLS_COOKIE, allowsSandboxTools, sandboxToolsGuard } from '../tools-access';
import { listUtrs, settleUtr } from '../utrs';

type Form = Record<string, string>;
type Query = Record<string, string | undefined>;

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

/** The payer's pay page and the sandbox operator's pages (HTML forms, no JavaScript needed). */
export async function pageRoutes(
  app: FastifyInstance,
  options: { ctx: PspContext; base: string; toolsToken: string | undefined },
) {
  const { ctx, base, toolsToken } = options;
  // The operator pages are sandbox tools: loopback only, or the token (tools-access.ts).
  const operator = { onRequest: sandboxToolsGuard(toolsToken) };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const merchantName = (id: string) => ctx.merchants.get(id)?.name ?? id;

  app.get<{ Params: { orderId: string }; Querystring: Query }>(
    '/pay/:orderId',
    async (request, reply) => {
      const lang = pickLang(request.query.lang);
      const order = await orderForPayer(ctx.db, request.params.orderId);
      if (!order) return html(reply, renderNotFound(lang), 404);
      const payee = payeeFor(order, merchantName(order.merchant_id));
      if (order.status !== 'created') return html(reply, renderResultPage({ order, payee, lang }));
      const action = `${base}/pay/${encodeURIComponent(order.id)}`;
      return html(reply, renderPayPage({ order, payee, lang, action }));
    },
  );

  app.post<{ Params: { orderId: string }; Body: Form }>('/pay/:orderId', async (request, reply) => {
    const form = request.body ?? {};
    const lang = pickLang(form.lang);
    if (form.action !== 'pay' && form.action !== 'fail') {
      throw new PspError('INVALID_REQUEST', "action must be 'pay' or 'fail'");
    }
    const order = await completeOrder(
      ctx,
      request.params.orderId,
      form.action === 'pay' ? 'paid' : 'failed',
    );
    if (!order) return html(reply, renderNotFound(lang), 404);
    // Post/redirect/get: a reload shows the result instead of paying again.
    return reply.redirect(`${base}/pay/${encodeURIComponent(order.id)}?lang=${lang}`, 303);
  });

  app.get<{ Querystring: Query }>('/reconcile', operator, async (request, reply) =>
    html(
      reply,
      renderReconcilePage({
        utrs: await listUtrs(ctx.db),
        base,
        message: { ok: request.query.ok, error: request.query.error },
      }),
    ),
  );

  app.post<{ Params: { merchantId: string; utr: string }; Body: Form }>(
    '/reconcile/:merchantId/:utr',
    operator,
    async (request, reply) => {
      const { merchantId, utr } = request.params;
      const form = request.body ?? {};
      const back = (key: 'ok' | 'error', message: string) =>
        reply.redirect(`${base}/reconcile?${key}=${encodeURIComponent(message)}`, 303);
      try {
        if (!UTR_PATTERN.test(utr) && !TX_HASH_PATTERN.test(utr)) {
          throw new PspError('INVALID_REQUEST', 'UTR must be 12 digits or a transaction hash');
        }
        if (form.action === 'received') {
          const received = parseRupees(form.amount);
          if (!received.ok) {
            throw new PspError(
              'INVALID_REQUEST',
              'Amount received must be a positive amount with at most 2 decimals',
            );
          }
          await settleUtr(ctx, {
            merchantId,
            utr,
            outcome: 'received',
            receivedPaise: received.paise,
          });
          return back('ok', `UTR ${utr} marked received`);
        }
        if (form.action === 'not_found') {
          await settleUtr(ctx, { merchantId, utr, outcome: 'not_found' });
          return back('ok', `UTR ${utr} marked not found`);
        }
        throw new PspError('INVALID_REQUEST', "action must be 'received' or 'not_found'");
      } catch (error) {
        if (error instanceof PspError && error.status < 500) return back('error', error.message);
        throw error;
      }
    },
  );

  app.get<{ Querystring: Query }>('/payouts', operator, async (request, reply) =>
    html(
      reply,
      renderPayoutsPage({
        payouts: await listPayouts(ctx.db),
        base,
        message: { ok: request.query.ok, error: request.query.error },
      }),
    ),
  );

  app.post<{ Params: { payoutId: string }; Body: Form }>(
    '/payouts/:payoutId',
    operator,
    async (request, reply) => {
      const { payoutId } = request.params;
      const action = request.body?.action;
      const back = (key: 'ok' | 'error', message: string) =>
        reply.redirect(`${base}/payouts?${key}=${encodeURIComponent(message)}`, 303);
      try {
        if (action !== 'paid' && action !== 'failed') {
          throw new PspError('INVALID_REQUEST', "action must be 'paid' or 'failed'");
        }
        await settlePayout(ctx, payoutId, action);
        return back('ok', `Payout ${payoutId} marked ${action}`);
      } catch (error) {
        if (error instanceof PspError && error.status < 500) return back('error', error.message);
        throw error;
      }
    },
  );

  if (toolsToken) toolsLoginRoutes(app, base, toolsToken);
}

/** Where the token form may send the operator back to: only the operator pages. */
const nextPage = (base: string, next: string | undefined) =>
  next === `${base}/payouts` ? next : `${base}/reconcile`;

/**
 * GET/POST {base}/tools: a form that keeps the token in an HttpOnly, SameSite=Strict cookie,
 * so the HTML operator pages (plain links and forms) can carry it. Exists only with a token.
 */
function toolsLoginRoutes(app: FastifyInstance, base: string, token: string) {
  const action = `${base}/tools`;
  app.get<{ Querystring: Query }>('/tools', async (request, reply) =>
    html(
      reply,
      renderToolsLoginPage({ action, next: nextPage(base, request.query.next), wrong: false }),
    ),
  );
  app.post<{ Body: Form }>('/tools', async (request, reply) => {
    const form = request.body ?? {};
    const next = nextPage(base, form.next);
    const probe = {
      headers: { authorization: `Bearer ${form.token ?? ''}` },
      socket: request.socket,
    };
    if (!allowsSandboxTools(probe, token)) {
      return html(reply, renderToolsLoginPage({ action, next, wrong: true }), 401);
    }
    const secure = request.protocol === 'https' ? '; Secure' : '';
    return reply
      .header(
        'set-cookie',
        `${TOOLS_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Strict${secure}`,
      )
      .redirect(next, 303);
  });
}
