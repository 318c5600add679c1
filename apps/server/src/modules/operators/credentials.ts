import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ADMIN_PERMISSIONS, ROLE_PERMISSIONS, type AdminPermission } from '@khel/contract/admin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { operatorById, type OperatorRow } from './store';

/** The cookie of an operator's session (README.md "Sessions"). */
export const SESSION_COOKIE = 'khel_admin';
/** API keys read `khk_<id>_<secret>`. */
const API_KEY = /^khk_([1-9]\d{0,18})_([A-Za-z0-9_-]{43})$/;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const token = () => randomBytes(32).toString('base64url');

export interface SessionSettings {
  idleMs: number;
  maxMs: number;
}

/** Who is calling: an operator's session, or an API key acting with its scopes. */
export type Caller =
  | {
      kind: 'session';
      operator: OperatorRow;
      permissions: readonly AdminPermission[];
      csrfToken: string;
      tokenHash: string;
      expiresAt: Date;
    }
  | { kind: 'apiKey'; apiKeyId: string; permissions: readonly AdminPermission[] };

export const permissionsOf = (operator: OperatorRow) => ROLE_PERMISSIONS[operator.role];

export async function openSession(
  db: Db,
  operator: OperatorRow,
  context: { at: Date; ip: string | null; userAgent: string | null; settings: SessionSettings },
) {
  const cookie = token();
  const csrfToken = token();
  const expiresAt = new Date(context.at.getTime() + context.settings.maxMs);
  await db.execute(
    sql`insert into operator_sessions (token_hash, operator_id, csrf_token, ip, user_agent,
        created_at, last_seen_at, expires_at)
      values (${sha256(cookie)}, ${operator.id}, ${csrfToken}, ${context.ip},
        ${context.userAgent?.slice(0, 300) ?? null}, ${context.at}, ${context.at}, ${expiresAt})`,
  );
  return { cookie, csrfToken, expiresAt };
}

/**
 * The live session of a cookie, its idle clock restarted in the same statement: a session past
 * its idle or absolute end, revoked, or of a disabled operator is no session.
 */
export async function sessionOf(db: Db, cookie: string, at: Date, settings: SessionSettings) {
  const [row] = await queryRows<{
    operator_id: string;
    csrf_token: string;
    token_hash: string;
    expires_at: Date;
  }>(
    db,
    sql`update operator_sessions s set last_seen_at = ${at}
      from operators o
      where s.token_hash = ${sha256(cookie)} and o.id = s.operator_id
        and s.revoked_at is null and o.disabled_at is null
        and s.expires_at > ${at}
        and s.last_seen_at > ${new Date(at.getTime() - settings.idleMs)}
      returning s.operator_id::text, s.csrf_token, s.token_hash, s.expires_at`,
  );
  if (!row) return null;
  const operator = await operatorById(db, row.operator_id);
  if (!operator) return null;
  return {
    kind: 'session' as const,
    operator,
    permissions: permissionsOf(operator),
    csrfToken: row.csrf_token,
    tokenHash: row.token_hash,
    expiresAt: new Date(row.expires_at),
  };
}

export async function revokeSession(db: Db, tokenHash: string, at: Date) {
  await db.execute(
    sql`update operator_sessions set revoked_at = ${at}
      where token_hash = ${tokenHash} and revoked_at is null`,
  );
}

/** Every session of an operator ends (disabled, role changed, two-factor reset). */
export async function revokeOperatorSessions(db: Db, operatorId: string, at: Date) {
  await db.execute(
    sql`update operator_sessions set revoked_at = ${at}
      where operator_id = ${operatorId} and revoked_at is null`,
  );
}

export function csrfMatches(expected: string, given: unknown) {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function createApiKey(
  db: Db,
  values: { name: string; scopes: AdminPermission[]; createdBy: string; at: Date },
) {
  const secret = token();
  const [row] = await queryRows<ApiKeyRow>(
    db,
    sql`insert into operator_api_keys (name, secret_hash, scopes, created_by, created_at)
      values (${values.name}, ${sha256(secret)},
        ${`{${values.scopes.join(',')}}`}::text[], ${values.createdBy}, ${values.at})
      returning ${API_KEY_COLUMNS}`,
  );
  return { row: row!, key: `khk_${row!.id}_${secret}` };
}

export interface ApiKeyRow {
  id: string;
  name: string;
  scopes: string[];
  created_by: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const API_KEY_COLUMNS = sql`id::text, name, scopes, created_by::text, created_at, last_used_at,
  revoked_at`;

export const presentApiKey = (row: ApiKeyRow) => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes.filter((s): s is AdminPermission =>
    (ADMIN_PERMISSIONS as readonly string[]).includes(s),
  ),
  createdBy: row.created_by,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  revoked: row.revoked_at !== null,
});

export const listApiKeys = (db: Db) =>
  queryRows<ApiKeyRow>(db, sql`select ${API_KEY_COLUMNS} from operator_api_keys order by id`);

export async function revokeApiKey(db: Db, id: string, at: Date) {
  const [row] = await queryRows<ApiKeyRow>(
    db,
    sql`update operator_api_keys set revoked_at = coalesce(revoked_at, ${at}) where id = ${id}
      returning ${API_KEY_COLUMNS}`,
  );
  if (!row) throw new AppError('notFound', 'No such API key');
  return row;
}

/**
 * The API key of an `Authorization: Bearer khk_…` header. A key acts with its scopes, never
 * beyond what its maker's role allows now: a key made by an operator since disabled or demoted
 * loses what they lost.
 */
export async function apiKeyOf(db: Db, header: string, at: Date) {
  const match = API_KEY.exec(header.replace(/^Bearer\s+/i, ''));
  if (!match) return null;
  const [, id, secret] = match;
  const [row] = await queryRows<{ scopes: string[]; secret_hash: string; created_by: string }>(
    db,
    sql`select k.scopes, k.secret_hash, k.created_by::text
      from operator_api_keys k join operators o on o.id = k.created_by
      where k.id = ${id} and k.revoked_at is null and o.disabled_at is null`,
  );
  if (!row) return null;
  const given = Buffer.from(sha256(secret!));
  if (!timingSafeEqual(given, Buffer.from(row.secret_hash))) return null;
  await db.execute(sql`update operator_api_keys set last_used_at = ${at} where id = ${id}`);
  const maker = await operatorById(db, row.created_by);
  const allowed = new Set<string>(maker ? permissionsOf(maker) : []);
  return {
    kind: 'apiKey' as const,
    apiKeyId: id!,
    permissions: row.scopes.filter((s): s is AdminPermission => allowed.has(s)),
  };
}
