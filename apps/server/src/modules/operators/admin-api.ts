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
  /** The database (not a transaction: a write opens its own, below). */
  db: Db;
  at: Date;
  actor: Actor;
  /**
   * A write's transaction: the entries `audit` records commit with it, and a transaction that
   * records nothing is rolled back — no write goes unaudited.
   */
  transaction: <T>(work: (tx: Db, audit: (entry: AuditEntry) => void) => Promise<T>) => Promise<T>;
  /** For a service that opens its own transaction: appends the entry in it (pass as its hook). */
  auditIn: (tx: Db, entry: AuditEntry) => Promise<void>;
  /** Records an event of a call that writes nothing else (a sign-in), after it. */
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
 * and a write's audit rows committed in the write's own transaction.
 */
export function registerAdminEndpoint<E extends AdminEndpoint>(
  app: FastifyInstance,
  deps: OperatorsDeps,
  endpoint: E,
  handler: (input: Input<E>, context: AdminContext) => Promise<Output<E>>,
  options: { bodyLimit?: number } = {},
) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const at = deps.now();
      let caller: Caller | null = null;
      if (endpoint.permission !== 'public') {
        caller = await callerOf(deps, request, at);
        if (!caller) throw new AppError('unauthorized', 'Sign in to the back office');
        if (
          caller.kind === 'session' &&
          !endpoint.csrfExempt &&
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
      const afterwards: AuditEntry[] = [];
      let audited = 0;
      const auditIn = async (tx: Db, entry: AuditEntry) => {
        await appendAudit(tx, actor, at, [entry]);
        audited++;
      };
      const resultData = await handler(input, {
        caller,
        db: deps.db,
        at,
        actor,
        transaction: (work) =>
          deps.db.transaction(async (tx) => {
            const entries: AuditEntry[] = [];
            const result = await work(tx as unknown as Db, (entry) => entries.push(entry));
            if (entries.length === 0)
              throw new Error(`${endpoint.path}: a write recorded no audit`);
            for (const entry of entries) await auditIn(tx as unknown as Db, entry);
            return result;
          }),
        auditIn,
        audit: (entry) => afterwards.push(entry),
        request,
        reply,
      });
      if (afterwards.length > 0) await appendAudit(deps.db, actor, at, afterwards);
      if (endpoint.writes && audited === 0) {
        // A programming error the permission and audit tests catch; never silent.
        request.log.error({ path: endpoint.path }, 'admin write answered without an audit row');
        throw new Error(`${endpoint.path}: a write recorded no audit`);
      }
      return { state: '200', resultData };
    },
  });
}
