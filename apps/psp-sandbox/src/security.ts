import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The gateway's security headers. Its pages are plain HTML forms with inline CSS and, on the
 * result page, one small inline script (the countdown back to the merchant): the policy allows
 * exactly those scripts by hash, since the layout escapes everything else it prints. Nothing may
 * frame a page with a Pay button, and its URL (the order id) is never sent on as a referrer.
 */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );

export function pagePolicy(html: string) {
  const scripts = inlineScriptHashes(html);
  return [
    "default-src 'none'",
    `script-src ${scripts.length > 0 ? scripts.join(' ') : "'none'"}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const page = typeof payload === 'string' && type.startsWith('text/html');
    reply.header('content-security-policy', page ? pagePolicy(payload) : API_POLICY);
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    return payload;
  });
}
