import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Who may use sandbox tools (the gateway's operator pages, the platform's /dev endpoints).
 * Without a token: only requests whose socket comes from loopback — the socket's own address,
 * never X-Forwarded-For, so a proxy header cannot make a remote request look local. With a
 * token: every request must carry it, as `Authorization: Bearer <token>` or, for the HTML
 * pages, in the cookie the token form sets. Anything else answers 404 like an unknown path.
 */
export const TOOLS_COOKIE = 'khel_tools';

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

const sameSecret = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The tools token a request carries (bearer header first, then the cookie), or null. */
export function givenToolsToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1]! : cookieValue(request.headers.cookie, TOOLS_COOKIE);
}

export function allowsSandboxTools(
  request: Pick<FastifyRequest, 'headers' | 'socket'>,
  token: string | undefined,
): boolean {
  if (!token) return isLoopback(request.socket.remoteAddress);
  const given = givenToolsToken(request);
  return given !== null && sameSecret(given, token);
}

/** An onRequest hook answering 404 (the app's own not-found answer) to anyone not allowed. */
export function sandboxToolsGuard(token: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!allowsSandboxTools(request, token)) {
      reply.callNotFound();
      return reply;
    }
  };
}
