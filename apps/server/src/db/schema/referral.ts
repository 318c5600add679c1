/** Referral: the invitees players brought with their links (migration 0026). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { players } from './accounts';

/** One invitee: captured at sign-up, reviewed, confirmed valid at 05:00, paired for a reward. */
export const referralInvitees = pgTable(
  'referral_invitees',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    inviteeId: bigint('invitee_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => players.id),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    registerIp: text('register_ip'),
    deviceNumber: text('device_number'),
    /** 'clear', 'held' (until an operator decides), 'passed' or 'rejected' by the operator. */
    review: text('review').notNull().default('clear'),
    holdReasons: text('hold_reasons')
      .array()
      .notNull()
      .default(sql`'{}'`),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    /** The platform day the invitee counted as valid (YYYY-MM-DD), set by the 05:00 job. */
    validDay: text('valid_day'),
    validAt: timestamp('valid_at', { withTimezone: true }),
    /** The referrer's pair (1, 2, …); its reward's source is `referral:pair:<n>`. */
    pairNo: integer('pair_no'),
  },
  (t) => [
    check('referral_invitees_review', sql`${t.review} in ('clear', 'held', 'passed', 'rejected')`),
    index('referral_invitees_referrer').on(t.referrerId, t.id),
    index('referral_invitees_address').on(t.registerIp, t.registeredAt),
  ],
);
