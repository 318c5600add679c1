import { type AdminEndpoint } from '@khel/contract/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { describeIssue } from '../../plugins/api';
import { appendAudit, type Actor, type AuditEntry } from './audit';
import {
  apiKeyOf,
  csrfMatches,
  SESSION_COOKIE,
  sessionOf,
  type Caller,
  type SessionSettings,
} from './credentials';

export interface OperatorsDeps {
  db: Db;
  now: () => Date;
  sessions: SessionSettings;
  scryptCost: number;
  /** Where the session cookie is sent: the admin route space under the API base. */
  cookiePath: string;
}

export interface AdminContext {
  /** The caller; null only on the public sign-in call. */
  caller: Caller | null;
  /** The database, or the write's transaction on a write. */
  db: Db;
  at: Date;
  actor: Actor;
  /** Records what the write did; a write that records nothing is refused (never unaudited). */
  audit: (entry: AuditEntry) => void;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Input<E extends AdminEndpoint> = z.output<E['request']>;
type Output<E extends AdminEndpoint> = z.input<E['response']>;

export function cookieValue(request: FastifyRequest, name: string) {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

async function callerOf(deps: OperatorsDeps, request: FastifyRequest, at: Date) {
  const authorization = request.headers.authorization;
  if (authorization) return apiKeyOf(deps.db, authorization, at);
  const cookie = cookieValue(request, SESSION_COOKIE);
  return cookie ? sessionOf(deps.db, cookie, at, deps.sessions) : null;
}

/**
 * Registers one admin call (README.md "Every call"): body checked against the contract, caller
 * resolved from the session cookie (with the CSRF header) or an API key, the permission checked,
 * and a write run in one transaction with its audit rows.
 */
export function registerAdminEndpoint<E extends AdminEndpoint>(
  app: FastifyInstance,
  deps: OperatorsDeps,
  endpoint: E,
  handler: (input: Input<E>, context: AdminContext) => Promise<Output<E>>,
) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const at = deps.now();
      let caller: Caller | null = null;
      if (endpoint.permission !== 'public') {
        caller = await callerOf(deps, request, at);
        if (!caller) throw new AppError('unauthorized', 'Sign in to the back office');
        if (
          caller.kind === 'session' &&
          !csrfMatches(caller.csrfToken, request.headers['x-csrf-token'])
        )
          throw new AppError('forbidden', 'Missing or wrong CSRF token: reload the page');
        if (endpoint.permission !== null && !caller.permissions.includes(endpoint.permission))
          throw new AppError('forbidden', 'Your role does not allow this');
      }
      const parsed = endpoint.request.safeParse(request.body ?? {});
      if (!parsed.success) throw new AppError('badRequest', describeIssue(parsed.error));
      const actor: Actor = {
        operatorId: caller?.kind === 'session' ? caller.operator.id : null,
        apiKeyId: caller?.kind === 'apiKey' ? caller.apiKeyId : null,
        ip: request.ip,
      };
      const input = parsed.data as Input<E>;
      if (!endpoint.writes) {
        const entries: AuditEntry[] = [];
        const resultData = await handler(input, {
          caller,
          db: deps.db,
          at,
          actor,
          audit: (entry) => entries.push(entry),
          request,
          reply,
        });
        if (entries.length > 0) await appendAudit(deps.db, actor, at, entries);
        return { state: '200', resultData };
      }
      const resultData = await deps.db.transaction(async (tx) => {
        const entries: AuditEntry[] = [];
        const result = await handler(input, {
          caller,
          db: tx as unknown as Db,
          at,
          actor,
          audit: (entry) => entries.push(entry),
          request,
          reply,
        });
        if (entries.length === 0) throw new Error(`admin write ${endpoint.path} recorded no audit`);
        await appendAudit(tx as unknown as Db, actor, at, entries);
        return result;
      });
      return { state: '200', resultData };
    },
  });
}
