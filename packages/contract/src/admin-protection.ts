import { z } from 'zod';
import { defineAdmin, pageOf, pageQuery, type AdminEndpoint } from './admin';
import { playerIdText } from './admin-players';
import { text } from './input';

/**
 * The back office's player protection (docs/architecture.md §12): every protection event
 * (limits, reality checks, sessions, time-outs and self-exclusions, KYC, age), filtered by kind
 * prefix, player and platform days, and a player's protection settings. Read-only: the events
 * are append-only and the settings the player's own.
 */

const day = text().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'expected YYYY-MM-DD');

export const ZAdminProtectionEvent = z.object({
  id: z.string(),
  playerId: z.string(),
  kind: z.string().describe("Dotted, e.g. 'limit.decreased', 'exclusion.started'"),
  detail: z.record(z.string(), z.unknown()),
  actor: z.enum(['player', 'operator', 'system']),
  operatorId: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminProtectionEvent = z.infer<typeof ZAdminProtectionEvent>;

export const ZAdminProtectionEventsRequest = pageQuery(['createdAt'] as const).extend({
  kindPrefix: text()
    .trim()
    .regex(/^([a-z][a-z0-9_.]{0,63})?$/, "expected the start of a kind, e.g. 'limit.' or 'kyc'")
    .default(''),
  playerId: playerIdText.or(z.literal('')).default(''),
  from: day.or(z.literal('')).default('').describe('First platform day, inclusive'),
  to: day.or(z.literal('')).default('').describe('Last platform day, inclusive'),
});

export const adminProtectionEvents = defineAdmin({
  path: '/admin/protection/events',
  summary: 'Every protection event, newest first; filtered by kind prefix, player and days',
  permission: 'players.read',
  writes: false,
  request: ZAdminProtectionEventsRequest,
  response: pageOf(ZAdminProtectionEvent),
});

const rupeesOrNull = z.number().nullable();

export const ZAdminPlayerProtection = z.object({
  playerId: z.string(),
  limits: z.object({
    depositDay: rupeesOrNull,
    depositWeek: rupeesOrNull,
    depositMonth: rupeesOrNull,
    lossDay: rupeesOrNull,
    lossWeek: rupeesOrNull,
    lossMonth: rupeesOrNull,
  }),
  sessionMinutes: z.number().int().nullable(),
  realityCheckMinutes: z.number().int(),
  exclusion: z
    .object({
      kind: z.enum(['timeout', 'self_exclusion']),
      since: z.string(),
      until: z.string().nullable().describe('Null: indefinite'),
      returnAt: z.string().nullable().describe('When the asked return takes effect'),
    })
    .nullable(),
  excludedNow: z.boolean().describe('protection_excluded() at this moment'),
  updatedAt: z.string().nullable().describe('Null: the player never set anything (defaults)'),
});
export type TAdminPlayerProtection = z.infer<typeof ZAdminPlayerProtection>;

export const adminPlayerProtection = defineAdmin({
  path: '/admin/protection/player',
  summary: "A player's protection settings in force: limits, session, reality check, exclusion",
  permission: 'players.read',
  writes: false,
  request: z.object({ playerId: playerIdText }),
  response: ZAdminPlayerProtection,
});

export const PROTECTION_ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  adminProtectionEvents,
  adminPlayerProtection,
];
