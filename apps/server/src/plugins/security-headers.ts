import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { watchPartnerOrigins, type PartnerOrigins } from './partner-origins';

/**
 * Security headers on every answer (README.md "Operate it"). The player app's policy
 * allows exactly what it loads: its own files, inline styles (React style props, the boot
 * screen), data:/blob: images (QR codes, avatar previews), the game frame (/games, same origin,
 * and the catalogue's third-party providers), Google Identity Services when GOOGLE_CLIENT_ID is
 * set and Adjust's tag when VITE_ADVERTISER_APP_ID is. The API answers JSON that nothing may
 * frame or run. The embedded games and gateway set their own pages' policies (plugins of their
 * own, registered later, so theirs win).
 */
export interface AppPolicyOptions {
  googleSignIn: boolean;
  advertiserTag: boolean;
  partners: () => PartnerOrigins;
}

/** Google Identity Services' documented CSP sources. */
const GOOGLE = 'https://accounts.google.com/gsi/';
/** Adjust's Web SDK: its script on the CDN, its endpoints (by region) for events. */
const ADJUST_SCRIPT = 'https://cdn.adjust.com';
const ADJUST_ENDPOINTS = [
  'https://*.adjust.com',
  'https://*.adjust.net.in',
  'https://*.adjust.world',
];

const API_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The player app's Content-Security-Policy. */
export function appPolicy(options: AppPolicyOptions) {
  const partners = options.partners();
  const google = options.googleSignIn;
  const adjust = options.advertiserTag;
  return policy({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(google ? [`${GOOGLE}client`] : []),
      ...(adjust ? [ADJUST_SCRIPT] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'", ...(google ? [`${GOOGLE}style`] : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...partners.images],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(google ? [GOOGLE] : []), ...(adjust ? ADJUST_ENDPOINTS : [])],
    'frame-src': ["'self'", ...(google ? [GOOGLE] : []), ...partners.frames],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  });
}

/** Whether the answer came over HTTPS, as the proxy says when TRUST_PROXY is on. */
const overHttps = (request: FastifyRequest) => request.protocol === 'https';

/** Registered on the root before any route, so every answer passes through it. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { config, db }: { config: Config; db: Db },
) {
  const partners = await watchPartnerOrigins(db, app.log);
  app.addHook('onClose', async () => partners.stop());
  const options: AppPolicyOptions = {
    googleSignIn: Boolean(config.google.clientId),
    advertiserTag: config.advertiserTag,
    partners: partners.current,
  };
  const { apiBase } = config;
  const inApi = (url: string) => url === apiBase || url.startsWith(`${apiBase}/`);
  app.addHook('onSend', async (request, reply, payload) => {
    const api = inApi(request.url.split('?')[0] ?? '');
    const set = (name: string, value: string) => {
      // A route that chose its own (an uploaded file's `default-src 'none'`) keeps it.
      if (!reply.hasHeader(name)) reply.header(name, value);
    };
    reply.header('x-content-type-options', 'nosniff');
    if (!config.sandbox || overHttps(request)) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    set('content-security-policy', api ? API_POLICY : appPolicy(options));
    set('x-frame-options', api ? 'DENY' : 'SAMEORIGIN');
    set('referrer-policy', 'strict-origin-when-cross-origin');
    // Google's sign-in popup must keep its opener; everything else is cut off from this window.
    set('cross-origin-opener-policy', 'same-origin-allow-popups');
    return payload;
  });
}
