import type { AdminPermission, AdminRole, TOperator } from '@khel/contract/admin';
import { sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import type { AdminContext, OperatorsDeps } from './admin-api';
import {
  createApiKey,
  listApiKeys,
  permissionsOf,
  presentApiKey,
  revokeApiKey,
  revokeOperatorSessions,
  revokeSession,
} from './credentials';
import { sessionCookie } from './sign-in';
import {
  activeOwnerCount,
  insertOperator,
  listOperators,
  operatorById,
  presentOperator,
} from './store';

export { searchAudit } from './audit';

/** The caller as a signed-in operator (an API key cannot do what only a person may). */
export function sessionCaller(context: AdminContext) {
  const caller = context.caller;
  if (caller?.kind !== 'session')
    throw new AppError('forbidden', 'Only a signed-in operator can do this');
  return caller;
}

export function currentSession(context: AdminContext) {
  const caller = sessionCaller(context);
  return {
    operator: presentOperator(caller.operator),
    permissions: [...caller.permissions],
    csrfToken: caller.csrfToken,
    expiresAt: caller.expiresAt.toISOString(),
  };
}

export async function signOut(deps: OperatorsDeps, context: AdminContext) {
  const caller = sessionCaller(context);
  await revokeSession(context.db, caller.tokenHash, context.at);
  context.reply.header('set-cookie', sessionCookie(deps, '', 0));
  return { ok: true as const };
}

export async function allOperators(context: AdminContext) {
  return { list: (await listOperators(context.db)).map(presentOperator) };
}

export async function createOperator(
  deps: OperatorsDeps,
  input: { email: string; name: string; role: AdminRole; password: string },
  context: AdminContext,
): Promise<TOperator> {
  const passwordHash = await hashPassword(input.password, deps.scryptCost);
  return context.transaction(async (tx, audit) => {
    const row = await insertOperator(tx, { ...input, passwordHash, at: context.at });
    if (!row) throw new AppError('conflict', 'An operator with this email exists');
    const operator = presentOperator(row);
    audit({ action: 'operator.create', targetType: 'operator', targetId: row.id, after: operator });
    return operator;
  });
}

/**
 * Role, disabled, two-factor reset. The target's row is locked first; the last owner able to
 * sign in is never demoted or disabled (owners locked too, so two owners cannot demote each
 * other at once), nobody changes their own role or disables themselves, and a change that takes
 * something away ends the target's sessions.
 */
export function updateOperator(
  input: {
    id: string;
    role?: AdminRole | undefined;
    disabled?: boolean | undefined;
    resetTwoFactor?: true | undefined;
  },
  context: AdminContext,
): Promise<TOperator> {
  return context.transaction(async (tx, audit) => {
    const before = await operatorById(tx, input.id, true);
    if (!before) throw new AppError('notFound', 'No such operator');
    const changesRole = input.role !== undefined && input.role !== before.role;
    const self = context.caller?.kind === 'session' && context.caller.operator.id === input.id;
    if (self && (input.disabled === true || changesRole))
      throw new AppError('badRequest', 'You cannot disable yourself or change your own role');
    const losesOwner = input.disabled === true || changesRole;
    if (before.role === 'owner' && before.disabled_at === null && losesOwner) {
      await tx.execute(sql`select id from operators where role = 'owner' for update`);
      if ((await activeOwnerCount(tx)) <= 1)
        throw new AppError('badRequest', 'The last owner cannot be demoted or disabled');
    }
    const disabledAt =
      input.disabled === undefined ? before.disabled_at : input.disabled ? context.at : null;
    await tx.execute(
      sql`update operators set role = ${input.role ?? before.role}, disabled_at = ${disabledAt},
          totp_secret = ${input.resetTwoFactor ? null : before.totp_secret},
          pending_totp_secret = ${input.resetTwoFactor ? null : before.pending_totp_secret}
        where id = ${input.id}`,
    );
    const after = (await operatorById(tx, input.id))!;
    if (input.disabled || input.resetTwoFactor || changesRole)
      await revokeOperatorSessions(tx, input.id, context.at);
    audit({
      action: 'operator.update',
      targetType: 'operator',
      targetId: input.id,
      before: presentOperator(before),
      after: presentOperator(after),
    });
    return presentOperator(after);
  });
}

export async function allApiKeys(context: AdminContext) {
  return { list: (await listApiKeys(context.db)).map(presentApiKey) };
}

/** A key never holds a scope its maker's role lacks. */
export function makeApiKey(
  input: { name: string; scopes: AdminPermission[] },
  context: AdminContext,
) {
  const caller = sessionCaller(context);
  const allowed = new Set<string>(permissionsOf(caller.operator));
  const beyond = input.scopes.filter((scope) => !allowed.has(scope));
  if (beyond.length > 0)
    throw new AppError(
      'forbidden',
      `A key cannot have scopes your role lacks: ${beyond.join(', ')}`,
    );
  return context.transaction(async (tx, audit) => {
    const { row, key } = await createApiKey(tx, {
      name: input.name,
      scopes: input.scopes,
      createdBy: caller.operator.id,
      at: context.at,
    });
    const apiKey = presentApiKey(row);
    audit({ action: 'apiKey.create', targetType: 'apiKey', targetId: row.id, after: apiKey });
    return { apiKey, key };
  });
}

export function cancelApiKey(input: { id: string }, context: AdminContext) {
  return context.transaction(async (tx, audit) => {
    const apiKey = presentApiKey(await revokeApiKey(tx, input.id, context.at));
    audit({ action: 'apiKey.revoke', targetType: 'apiKey', targetId: input.id, after: apiKey });
    return apiKey;
  });
}
