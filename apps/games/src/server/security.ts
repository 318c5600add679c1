import type { FastifyInstance } from 'fastify';

/**
 * The game pages' and games API's security headers. The pages load only from this origin (their
 * own scripts, inline styles from React, data: icons, the API and Crash's WebSocket) and are
 * framed only by the platform's app on the same origin. Their URL carries the one-time launch
 * token in `?token=`, so no request from them sends a referrer.
 */
const GAME_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', GAME_POLICY);
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cross-origin-opener-policy', 'same-origin');
    return payload;
  });
}
