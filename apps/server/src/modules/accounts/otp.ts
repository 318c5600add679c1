import { OTP_LENGTH, type OtpPurpose } from '@khel/contract';
import { advisoryXactLock } from '@khel/db';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { otpCodes } from '../../db/schema';
import { AppError } from '../../errors';
import { queueSms } from '../../integrations/sms/outbox';
import { hmacSha256, randomDigits } from '../../lib/tokens';

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;

export const WRONG_CODE = 'The verification code is incorrect or has expired';
export const TOO_MANY_CODE_ATTEMPTS = 'Too many wrong codes. Please request a new code';

export interface OtpDeps {
  db: Db;
  /** A message was queued in the SMS outbox: delivery runs soon, off the request path. */
  smsQueued: () => void;
  secret: string;
  dailyLimitPhone: number;
  dailyLimitIp: number;
  /** Seconds before a phone may get another code (OTP_RESEND_SECONDS, default 60). */
  resendSeconds: number;
}

/** What the SMS says: a code, or a notice instead of one (so answers never differ). */
export type OtpDelivery = { kind: 'code' } | { kind: 'notice'; text: string } | { kind: 'none' };

const codeHash = (secret: string, phone: string, purpose: OtpPurpose, code: string) =>
  hmacSha256(secret, `${phone}:${purpose}:${code}`);

/**
 * Issues a code for a phone and purpose: one per 60 s per phone, a daily cap per phone and per
 * address, earlier codes of the same purpose void. The caller decides what is delivered; a code
 * is recorded even when none is sent, so the answer and the limits are the same either way. The
 * SMS goes into the outbox in the same transaction and is sent off the request path
 * (integrations/sms/outbox.ts): the answer never waits for, nor tells of, the provider.
 */
export async function issueOtp(
  deps: OtpDeps,
  options: { phone: string; purpose: OtpPurpose; ip: string; delivery: OtpDelivery },
) {
  const { db } = deps;
  const code = randomDigits(OTP_LENGTH);
  const queued = await db.transaction(async (tx) => {
    // One sender at a time per phone, so two quick taps cannot both pass the 60 s rule.
    await tx.execute(advisoryXactLock('otpPhone', options.phone));
    const [stats] = await queryRows<{ last_age: number | null; today: number; ip_today: number }>(
      tx,
      sql`select
        (select extract(epoch from now() - max(created_at)) from otp_codes where phone = ${options.phone}) as last_age,
        (select count(*)::int from otp_codes where phone = ${options.phone} and created_at > now() - interval '1 day') as today,
        (select count(*)::int from otp_codes where ip = ${options.ip} and created_at > now() - interval '1 day') as ip_today`,
    );
    const lastAge = stats?.last_age == null ? null : Number(stats.last_age);
    if (lastAge !== null && lastAge < deps.resendSeconds) {
      const wait = Math.ceil(deps.resendSeconds - lastAge);
      throw new AppError(
        'tooManyRequests',
        'Please wait {seconds} seconds before requesting another code',
        { seconds: wait },
      );
    }
    if (
      Number(stats?.today) >= deps.dailyLimitPhone ||
      Number(stats?.ip_today) >= deps.dailyLimitIp
    ) {
      throw new AppError(
        'tooManyRequests',
        'Too many codes requested today. Please try again tomorrow',
      );
    }
    await tx
      .update(otpCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(otpCodes.phone, options.phone),
          eq(otpCodes.purpose, options.purpose),
          isNull(otpCodes.consumedAt),
        ),
      );
    await tx.insert(otpCodes).values({
      phone: options.phone,
      purpose: options.purpose,
      codeHash: codeHash(deps.secret, options.phone, options.purpose, code),
      expiresAt: sql`now() + make_interval(secs => ${OTP_TTL_SECONDS})` as unknown as Date,
      ip: options.ip,
    });
    const { delivery } = options;
    if (delivery.kind === 'none') return false;
    const text =
      delivery.kind === 'code'
        ? `Your Khel verification code is ${code}. It expires in 5 minutes. Never share it with anyone.`
        : delivery.text;
    await queueSms(tx, {
      phone: options.phone,
      text,
      purpose: options.purpose,
      ttlSeconds: OTP_TTL_SECONDS,
    });
    return true;
  });
  if (queued) deps.smsQueued();
}

/**
 * Checks a code: the newest live one for the phone and purpose, 5 tries, single use. A wrong
 * code counts a try; the fifth wrong try voids the code.
 */
export async function consumeOtp(
  deps: Pick<OtpDeps, 'db' | 'secret'>,
  options: {
    phone: string;
    purpose: OtpPurpose;
    code: string;
    /** Runs once the code is known to be right; when it throws, the code stays unused. */
    beforeUse?: (tx: Db) => Promise<void>;
  },
) {
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.phone, options.phone),
          eq(otpCodes.purpose, options.purpose),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(otpCodes.id))
      .limit(1)
      .for('update');
    if (!row) return 'wrong' as const;
    if (row.codeHash === codeHash(deps.secret, options.phone, options.purpose, options.code)) {
      await options.beforeUse?.(tx);
      await tx
        .update(otpCodes)
        .set({ consumedAt: sql`now()` })
        .where(eq(otpCodes.id, row.id));
      return 'ok' as const;
    }
    const attempts = row.attempts + 1;
    await tx
      .update(otpCodes)
      .set({ attempts, ...(attempts >= OTP_MAX_ATTEMPTS ? { consumedAt: sql`now()` } : {}) })
      .where(eq(otpCodes.id, row.id));
    return attempts >= OTP_MAX_ATTEMPTS ? ('exhausted' as const) : ('wrong' as const);
  });
  if (outcome === 'exhausted') throw new AppError('badRequest', TOO_MANY_CODE_ATTEMPTS);
  if (outcome === 'wrong') throw new AppError('badRequest', WRONG_CODE);
}
