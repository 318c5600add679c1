import type { AdminRole } from '@khel/contract/admin';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { guardedCheck } from '../../lib/attempts';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AdminContext, OperatorsDeps } from './admin-api';
import { openSession, permissionsOf, SESSION_COOKIE } from './credentials';
import { operatorByEmail, presentOperator, type OperatorRow } from './store';
import { matchStep, newTotpSecret, otpauthUri } from './totp';

/** Wrong guesses allowed per operator email and per address, each in 15 minutes. */
export const SIGN_IN_LIMITS = { perEmail: 5, perAddress: 30, windowSeconds: 15 * 60 };

const WRONG = 'Wrong email, password or code';

/** A well-formed hash of nothing: an unknown email costs the same scrypt as a known one. */
const dummyHash = (cost: number) =>
  [
    'scrypt',
    cost,
    8,
    1,
    Buffer.alloc(16).toString('base64'),
    Buffer.alloc(64).toString('base64'),
  ].join('$');

/** Takes a code of `secret` once: the step must be later than the last accepted (one statement). */
async function acceptCode(
  context: AdminContext,
  operator: OperatorRow,
  code: string,
  enrolling: boolean,
) {
  const secret = enrolling ? operator.pending_totp_secret : operator.totp_secret;
  if (!secret) return false;
  const step = matchStep(secret, code, context.at, Number(operator.totp_last_step));
  if (step === null) return false;
  const rows = await queryRows<{ id: string }>(
    context.db,
    enrolling
      ? sql`update operators set totp_secret = pending_totp_secret, pending_totp_secret = null,
            totp_last_step = ${step}
          where id = ${operator.id} and totp_secret is null and pending_totp_secret = ${secret}
            and totp_last_step < ${step}
          returning id::text`
      : sql`update operators set totp_last_step = ${step}
          where id = ${operator.id} and totp_secret = ${secret} and totp_last_step < ${step}
          returning id::text`,
  );
  return rows.length === 1;
}

export function sessionCookie(deps: OperatorsDeps, value: string, maxAgeSeconds: number) {
  return [
    `${SESSION_COOKIE}=${value}`,
    `Path=${deps.cookiePath}`,
    'HttpOnly',
    'Secure',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
  ].join('; ');
}

/**
 * Sign-in (README.md "Sign-in"): password and TOTP code checked under the attempt throttle (the
 * attempt is counted before the check, so concurrent guesses cannot pass it); an operator
 * without a TOTP app who gives the right password and no code is given a secret to enrol.
 */
export async function signIn(
  deps: OperatorsDeps,
  input: { email: string; password: string; code?: string | undefined },
  context: AdminContext,
) {
  const operator = await operatorByEmail(context.db, input.email);
  let enroll = false;
  const ok = await guardedCheck(
    context.db,
    [
      {
        key: `admin-login:${input.email}`,
        limit: SIGN_IN_LIMITS.perEmail,
        windowSeconds: SIGN_IN_LIMITS.windowSeconds,
      },
      {
        key: `admin-login-ip:${context.request.ip}`,
        limit: SIGN_IN_LIMITS.perAddress,
        windowSeconds: SIGN_IN_LIMITS.windowSeconds,
      },
    ],
    async () => {
      if (!operator) {
        await verifyPassword(input.password, dummyHash(deps.scryptCost));
        return false;
      }
      if (!(await verifyPassword(input.password, operator.password_hash))) return false;
      if (operator.totp_secret === null && !input.code) {
        enroll = true;
        return true;
      }
      if (!input.code) return false;
      return acceptCode(context, operator, input.code, operator.totp_secret === null);
    },
    {
      clear: [`admin-login:${input.email}`],
      refused: (seconds) =>
        new AppError('tooManyRequests', `Too many attempts: try again in ${seconds} seconds`),
    },
  );
  if (!ok || !operator) throw new AppError('unauthorized', WRONG);
  if (operator.disabled_at) throw new AppError('forbidden', 'This operator account is disabled');
  if (enroll) {
    const [row] = await queryRows<{ pending_totp_secret: string }>(
      context.db,
      sql`update operators set pending_totp_secret = coalesce(pending_totp_secret, ${newTotpSecret()})
        where id = ${operator.id} and totp_secret is null
        returning pending_totp_secret`,
    );
    if (!row) throw new AppError('unauthorized', WRONG);
    return {
      step: 'enroll' as const,
      secret: row.pending_totp_secret,
      otpauthUri: otpauthUri(row.pending_totp_secret, operator.email),
    };
  }
  const session = await openSession(context.db, operator, {
    at: context.at,
    ip: context.request.ip,
    userAgent: context.request.headers['user-agent'] ?? null,
    settings: deps.sessions,
  });
  context.reply.header(
    'set-cookie',
    sessionCookie(deps, session.cookie, Math.floor(deps.sessions.maxMs / 1000)),
  );
  const signedIn = { ...operator, totp_secret: operator.totp_secret ?? 'enrolled' };
  context.audit({
    action: operator.totp_secret === null ? 'operator.enrollTwoFactor' : 'operator.signIn',
    targetType: 'operator',
    targetId: operator.id,
  });
  context.actor.operatorId = operator.id;
  return {
    step: 'signedIn' as const,
    session: {
      operator: presentOperator(signedIn),
      permissions: [...permissionsOf(operator)],
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt.toISOString(),
    },
  };
}

/** The first owner (`npm run admin:create-owner`): refused once any owner exists. */
export async function createFirstOwner(
  deps: Pick<OperatorsDeps, 'db' | 'scryptCost'>,
  values: { email: string; name: string; password: string; at: Date },
) {
  const passwordHash = await hashPassword(values.password, deps.scryptCost);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`lock table operators in exclusive mode`);
    const [owners] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from operators where role = 'owner'`,
    );
    if (owners!.n > 0) throw new AppError('conflict', 'An owner exists already: sign in as them');
    const role: AdminRole = 'owner';
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into operators (email, name, role, password_hash, created_at)
        values (${values.email}, ${values.name}, ${role}, ${passwordHash}, ${values.at})
        returning id::text`,
    );
    await tx.execute(
      sql`insert into audit_log (at, action, target_type, target_id, after)
        values (${values.at}, 'bootstrap.createOwner', 'operator', ${row!.id},
          ${JSON.stringify({ email: values.email, name: values.name, role })}::jsonb)`,
    );
    return row!.id;
  });
}
