import { z } from 'zod';
import { defineAdmin, idText, pageOf, pageQuery, type AdminEndpoint } from './admin';
import { amount, text } from './input';
import { DEPOSIT_STATUSES, WITHDRAW_STATUSES } from './wallet-rules';

/**
 * The back office's players (docs/architecture.md §11): search, the player page and its lists,
 * disable / enable, operator notes, and manual wallet adjustments — posted through the ledger,
 * with a second operator's approval above ADMIN_ADJUSTMENT_APPROVAL_RUPEES (four-eyes).
 * Money is rupees as numbers.
 */

export const PLAYER_STATUSES = ['active', 'disabled'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/** A player id: the 8 digits players sign in with. */
export const playerIdText = z.string().regex(/^\d{8}$/, 'expected an 8-digit player id');

const playerPage = <S extends readonly [string, ...string[]]>(sortable: S) =>
  pageQuery(sortable).extend({ playerId: playerIdText });

export const ZAdminPlayerRow = z.object({
  id: z.string(),
  nickname: z.string(),
  phone: z.string().nullable(),
  status: z.enum(PLAYER_STATUSES),
  vipLevel: z.number().int(),
  isGuest: z.boolean(),
  balance: z.number().describe('Rupees'),
  wagerRemaining: z.number().describe('Rupees still to bet before withdrawing'),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable().describe('Last call of any of their sessions'),
});
export type TAdminPlayerRow = z.infer<typeof ZAdminPlayerRow>;

export const adminPlayerSearch = defineAdmin({
  path: '/admin/players/search',
  summary: 'Players by id, phone or nickname; paged, sortable, filtered by status',
  description:
    'query: 8 digits match the player id; digits (with an optional +, spaces or dashes) ' +
    'match the phone; any text matches the nickname (case-insensitive, anywhere in it). ' +
    'Empty: every player.',
  permission: 'players.read',
  writes: false,
  request: pageQuery(['createdAt', 'lastSeenAt', 'balance'] as const).extend({
    query: text().trim().max(64, 'at most 64 characters').default(''),
    status: z.enum(['all', ...PLAYER_STATUSES]).default('all'),
  }),
  response: pageOf(ZAdminPlayerRow),
});

export const ZAdminPlayer = ZAdminPlayerRow.extend({
  email: z.string().nullable(),
  birthday: z.string().nullable(),
  referralCode: z.string(),
  referrer: z.object({ id: z.string(), nickname: z.string() }).nullable(),
  invitees: z.number().int().describe('Players who signed up with their link'),
  registerIp: z.string().nullable(),
  deviceNumber: z.string().nullable(),
  googleEmail: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  liveSessions: z.number().int(),
  totals: z.object({
    deposits: z.number().describe('Rupees credited by successful deposits'),
    withdrawals: z.number().describe('Rupees of withdrawals paid out'),
    stakes: z.number().describe('Rupees staked in settled rounds'),
    wins: z.number().describe('Rupees won in settled rounds'),
  }),
  pendingAdjustments: z.number().int(),
});
export type TAdminPlayer = z.infer<typeof ZAdminPlayer>;

export const adminPlayerGet = defineAdmin({
  path: '/admin/players/get',
  summary: "A player's profile, wallet balance, wager requirement and totals",
  permission: 'players.read',
  writes: false,
  request: z.object({ playerId: playerIdText }),
  response: ZAdminPlayer,
});

export const ZAdminLedgerEntry = z.object({
  id: z.string(),
  transactionId: z.string(),
  kind: z.string().describe("What posted it, e.g. 'deposit', 'bet', 'admin_adjustment'"),
  type: z.string().nullable().describe('The balance-record type the player sees'),
  amount: z.number().describe('Rupees; negative when money left the wallet'),
  balanceAfter: z.number(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});

export const adminPlayerLedger = defineAdmin({
  path: '/admin/players/ledger',
  summary: "The player's wallet entries in the ledger",
  permission: 'players.read',
  writes: false,
  request: playerPage(['createdAt', 'amount'] as const).extend({
    direction: z.enum(['all', 'in', 'out']).default('all'),
  }),
  response: pageOf(ZAdminLedgerEntry),
});

export const ZAdminPlayerDeposit = z.object({
  id: z.string(),
  orderNo: z.string(),
  channelName: z.string(),
  method: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  amount: z.number(),
  credited: z.number().nullable(),
  bonus: z.number(),
  utr: z.string().nullable(),
  txHash: z.string().nullable(),
  createdAt: z.string(),
  successAt: z.string().nullable(),
});

export const adminPlayerDeposits = defineAdmin({
  path: '/admin/players/deposits',
  summary: "The player's deposit orders",
  permission: 'players.read',
  writes: false,
  request: playerPage(['createdAt', 'amount'] as const).extend({
    status: z.enum(['all', ...DEPOSIT_STATUSES]).default('all'),
  }),
  response: pageOf(ZAdminPlayerDeposit),
});

export const ZAdminPlayerWithdrawal = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  amount: z.number(),
  fee: z.number(),
  arrival: z.number(),
  bankName: z.string(),
  accountNumber: z.string().describe('Masked: the last 4 digits'),
  ifsc: z.string(),
  utr: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const adminPlayerWithdrawals = defineAdmin({
  path: '/admin/players/withdrawals',
  summary: "The player's withdrawal orders",
  permission: 'players.read',
  writes: false,
  request: playerPage(['createdAt', 'amount'] as const).extend({
    status: z.enum(['all', ...WITHDRAW_STATUSES]).default('all'),
  }),
  response: pageOf(ZAdminPlayerWithdrawal),
});

export const ROUND_STATUSES = ['open', 'settled', 'cancelled'] as const;

export const ZAdminPlayerBet = z.object({
  id: z.string(),
  provider: z.string(),
  roundId: z.string(),
  game: z.string().nullable().describe("The game's name, or its code"),
  status: z.enum(ROUND_STATUSES),
  stake: z.number(),
  win: z.number(),
  validBet: z.number(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});

export const adminPlayerBets = defineAdmin({
  path: '/admin/players/bets',
  summary: "The player's game rounds: stakes and wins",
  permission: 'players.read',
  writes: false,
  request: playerPage(['createdAt', 'stake', 'win'] as const).extend({
    status: z.enum(['all', ...ROUND_STATUSES]).default('all'),
  }),
  response: pageOf(ZAdminPlayerBet),
});

export const ZAdminPlayerReward = z.object({
  id: z.string(),
  kind: z.string(),
  source: z.string(),
  status: z.string(),
  amount: z.number(),
  wager: z.number().describe('Added to the wager requirement on claim'),
  claimableAt: z.string(),
  expiresAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const adminPlayerRewards = defineAdmin({
  path: '/admin/players/rewards',
  summary: "The player's rewards (VIP, rebates, campaigns, check-in, referral …)",
  permission: 'players.read',
  writes: false,
  request: playerPage(['createdAt', 'amount'] as const),
  response: pageOf(ZAdminPlayerReward),
});

export const ZAdminPlayerSession = z.object({
  id: z.string(),
  method: z.string(),
  ip: z.string().nullable(),
  deviceNumber: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  live: z.boolean(),
});

export const adminPlayerSessions = defineAdmin({
  path: '/admin/players/sessions',
  summary: "The player's login sessions",
  permission: 'players.read',
  writes: false,
  request: playerPage(['createdAt', 'lastSeenAt'] as const),
  response: pageOf(ZAdminPlayerSession),
});

export const ZAdminPlayerInvitee = z.object({
  id: z.string(),
  nickname: z.string(),
  registeredAt: z.string(),
  review: z.string().describe('clear, held, passed or rejected'),
  validDay: z.string().nullable(),
  pairNo: z.number().int().nullable(),
});

export const adminPlayerReferrals = defineAdmin({
  path: '/admin/players/referrals',
  summary: 'The players this player invited (their referrer is on the profile)',
  permission: 'players.read',
  writes: false,
  request: playerPage(['registeredAt'] as const),
  response: pageOf(ZAdminPlayerInvitee),
});

export const NOTE_KINDS = ['note', 'disabled', 'enabled'] as const;

export const ZAdminPlayerNote = z.object({
  id: z.string(),
  kind: z.enum(NOTE_KINDS),
  body: z.string(),
  author: z.string().describe("The operator's name (or the API key's)"),
  createdAt: z.string(),
});

export const adminPlayerNotes = defineAdmin({
  path: '/admin/players/notes',
  summary: 'Operator notes on the player, newest first (append-only)',
  permission: 'players.read',
  writes: false,
  request: playerPage(['createdAt'] as const),
  response: pageOf(ZAdminPlayerNote),
});

const reason = text().trim().min(1, 'give a reason').max(500, 'at most 500 characters');

export const adminPlayerAddNote = defineAdmin({
  path: '/admin/players/addNote',
  summary: 'Adds a note to the player; notes are never changed or removed',
  permission: 'players.write',
  writes: true,
  request: z.object({
    playerId: playerIdText,
    body: text().trim().min(1, 'write the note').max(2000, 'at most 2000 characters'),
  }),
  response: ZAdminPlayerNote,
});

export const adminPlayerSetStatus = defineAdmin({
  path: '/admin/players/setStatus',
  summary: 'Disables a player (they cannot sign in or play; their sessions end) or enables them',
  permission: 'players.write',
  writes: true,
  request: z.object({ playerId: playerIdText, status: z.enum(PLAYER_STATUSES), reason }),
  response: ZAdminPlayer,
});

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'rejected'] as const;

export const ZAdminAdjustment = z.object({
  id: z.string(),
  playerId: z.string(),
  playerNickname: z.string(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: z.number().describe('Rupees, always positive; direction says which way'),
  wager: z.number().describe('Added to the wager requirement with a credit'),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  needsApproval: z.boolean().describe('Above the threshold: a second operator decides'),
  requestedBy: z.string(),
  requestedById: z.string().nullable().describe('The requesting operator; null for an API key'),
  decidedBy: z.string().nullable(),
  decisionNote: z.string().nullable(),
  ledgerTransactionId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TAdminAdjustment = z.infer<typeof ZAdminAdjustment>;

/** The adjustment form (and request): the admin app's dialog validates with this. */
export const ZAdjustmentRequest = z.object({
  playerId: playerIdText,
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: amount(),
  wagerMultiple: z
    .number({ message: 'must be a number' })
    .min(0, 'must not be negative')
    .max(100, 'at most 100×')
    .multipleOf(0.01, 'at most 2 decimals')
    .default(0)
    .describe('Credit only: adds amount × multiple to the wager requirement'),
  reason,
});

export const adminAdjustmentCreate = defineAdmin({
  path: '/admin/players/adjust',
  summary: "Credits or debits a player's cash through the ledger, with a reason",
  description:
    'Up to ADMIN_ADJUSTMENT_APPROVAL_RUPEES it is posted at once; above, it waits (pending) for ' +
    'another operator with money.adjust to approve or reject it. A debit never takes the ' +
    'balance below zero.',
  permission: 'money.adjust',
  writes: true,
  request: ZAdjustmentRequest.refine((r) => r.direction === 'credit' || r.wagerMultiple === 0, {
    message: 'a wager requirement comes only with a credit',
    path: ['wagerMultiple'],
  }),
  response: ZAdminAdjustment,
});

export const adminAdjustmentList = defineAdmin({
  path: '/admin/players/adjustments',
  summary: 'Manual adjustments: the approval queue (status pending) and history',
  permission: 'money.adjust',
  writes: false,
  request: pageQuery(['createdAt', 'amount'] as const).extend({
    status: z.enum(['all', ...ADJUSTMENT_STATUSES]).default('all'),
    playerId: playerIdText.optional(),
  }),
  response: pageOf(ZAdminAdjustment).extend({
    thresholdRupees: z.number().describe('Adjustments above this need a second operator'),
  }),
});

export const adminAdjustmentApprove = defineAdmin({
  path: '/admin/players/approveAdjustment',
  summary: "Approves a pending adjustment (not one's own): it is posted, exactly once",
  permission: 'money.adjust',
  writes: true,
  request: z.object({ id: idText }),
  response: ZAdminAdjustment,
});

export const adminAdjustmentReject = defineAdmin({
  path: '/admin/players/rejectAdjustment',
  summary: 'Rejects a pending adjustment with a reason; nothing is posted',
  permission: 'money.adjust',
  writes: true,
  request: z.object({ id: idText, reason }),
  response: ZAdminAdjustment,
});

export const PLAYERS_ADMIN_ENDPOINTS = [
  adminPlayerSearch,
  adminPlayerGet,
  adminPlayerLedger,
  adminPlayerDeposits,
  adminPlayerWithdrawals,
  adminPlayerBets,
  adminPlayerRewards,
  adminPlayerSessions,
  adminPlayerReferrals,
  adminPlayerNotes,
  adminPlayerAddNote,
  adminPlayerSetStatus,
  adminAdjustmentCreate,
  adminAdjustmentList,
  adminAdjustmentApprove,
  adminAdjustmentReject,
] as const satisfies readonly AdminEndpoint[];
