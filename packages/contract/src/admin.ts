import { z } from 'zod';
import type { Endpoint } from './endpoint';
import { text } from './input';
import { WITHDRAW_STATUSES } from './wallet-rules';

/**
 * The back office's API (`/api/admin/*`, docs/architecture.md §11): operators sign in with a
 * password and a TOTP code into a cookie session, or automation calls with an API key. Every
 * call names the permission it needs; the server checks it on every call. Every call is a POST
 * with a JSON body (reads too, as the player API), answered in the same envelope.
 */

export const ADMIN_ROLES = ['owner', 'finance', 'support', 'marketing'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_PERMISSIONS = [
  /** Operator accounts, roles, API keys. */
  'operators.manage',
  /** The audit log. */
  'audit.read',
  /** Player search and profiles. */
  'players.read',
  /** Disable / enable players, notes. */
  'players.write',
  /** Deposits, withdrawals, ledger entries, reports. */
  'money.read',
  /** Approve and reject withdrawals, reconcile deposits, retry payouts. */
  'money.review',
  /** Manual wallet adjustments (four-eyes above a threshold). */
  'money.adjust',
  /** Campaigns, codes, check-in, wheel, rankings, referral rules. */
  'promotions.write',
  /** Banners, announcements, popup, FAQ. */
  'content.write',
  /** Mail broadcasts and feedback replies. */
  'support.write',
  /** Games, VIP levels, deposit and withdrawal rules, app settings. */
  'settings.write',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

/** What each role may do (docs/architecture.md §11); the owner may do everything. */
export const ROLE_PERMISSIONS: Record<AdminRole, readonly AdminPermission[]> = {
  owner: ADMIN_PERMISSIONS,
  finance: ['players.read', 'money.read', 'money.review', 'money.adjust', 'audit.read'],
  support: ['players.read', 'players.write', 'support.write'],
  marketing: ['players.read', 'promotions.write', 'content.write', 'support.write'],
};

/**
 * One admin call: a contract endpoint plus the permission it needs (`null`: any signed-in
 * operator; `'public'`: no sign-in, the sign-in call itself) and whether it writes (a write
 * runs in one transaction with its audit rows).
 */
export interface AdminEndpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> extends Endpoint<Req, Res> {
  permission: AdminPermission | null | 'public';
  writes: boolean;
  /**
   * Answered without the CSRF header: only the call that hands the token to a reloaded tab
   * (auth/me). It reads, and SameSite=Strict plus CORS keep other sites from it.
   */
  csrfExempt?: true;
  request: Req;
}

/** An admin endpoint: always a POST with a JSON body, tagged for the admin OpenAPI document. */
export const defineAdmin = <Req extends z.ZodType, Res extends z.ZodType>(
  endpoint: Omit<AdminEndpoint<Req, Res>, 'method' | 'auth' | 'tag'> & { tag?: string },
): AdminEndpoint<Req, Res> => ({ method: 'POST', auth: false, tag: 'admin', ...endpoint });

const email = z.string().trim().toLowerCase().pipe(z.email('expected an email address').max(254));
const operatorPassword = text()
  .min(12, 'at least 12 characters')
  .max(128, 'at most 128 characters');
const totpCode = z.string().regex(/^\d{6}$/, 'expected the 6 digits of the app');
export const idText = z.string().regex(/^[1-9]\d{0,18}$/, 'expected an id');

/**
 * A table's server-side paging, sorting and filters (TanStack Table in manual mode): `page` from
 * 1, `sortBy` one of the columns the endpoint names as sortable. Extend with the filters.
 */
export const pageQuery = <S extends readonly [string, ...string[]]>(sortable: S) =>
  z.object({
    page: z.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.number().int().min(1).max(200).default(50),
    sortBy: z.enum(sortable).optional(),
    sortDesc: z.boolean().default(true),
  });

/** One page of a table and the number of rows across all pages. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().min(0) });

export const ZOperator = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
  twoFactor: z.boolean().describe('Whether the operator has enrolled a TOTP app'),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type TOperator = z.infer<typeof ZOperator>;

const ZSession = z.object({
  operator: ZOperator,
  permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
  csrfToken: z.string().describe('Send back as the x-csrf-token header on every call'),
  expiresAt: z.string().describe('Absolute end of the session'),
});

export const adminLogin = defineAdmin({
  path: '/admin/auth/login',
  summary: 'Sign in: email, password and the TOTP code; sets the session cookie',
  description:
    'An operator without an enrolled TOTP app who signs in without a code is answered with a ' +
    'secret to enrol (enroll); signing in again with a code of that secret enrols it.',
  permission: 'public',
  writes: false,
  request: z.object({
    email,
    password: z.string().min(1, 'required').max(128),
    code: totpCode.optional(),
  }),
  response: z.discriminatedUnion('step', [
    z.object({ step: z.literal('signedIn'), session: ZSession }),
    z.object({
      step: z.literal('enroll'),
      secret: z.string().describe('Base32 secret for the authenticator app'),
      otpauthUri: z.string().describe('otpauth:// URI (for a QR code)'),
    }),
  ]),
});

export const adminLogout = defineAdmin({
  path: '/admin/auth/logout',
  summary: 'Ends the session',
  permission: null,
  writes: false,
  request: z.object({}),
  response: z.object({ ok: z.literal(true) }),
});

export const adminMe = defineAdmin({
  path: '/admin/auth/me',
  summary: 'The signed-in operator, permissions and CSRF token',
  permission: null,
  writes: false,
  csrfExempt: true,
  request: z.object({}),
  response: ZSession,
});

export const adminOperatorList = defineAdmin({
  path: '/admin/operators/list',
  summary: 'Every operator account',
  permission: 'operators.manage',
  writes: false,
  request: z.object({}),
  response: z.object({ list: z.array(ZOperator) }),
});

export const adminOperatorCreate = defineAdmin({
  path: '/admin/operators/create',
  summary: 'Creates an operator with a first password; they enrol TOTP at first sign-in',
  permission: 'operators.manage',
  writes: true,
  request: z.object({
    email,
    name: text().trim().min(1, 'required').max(80),
    role: z.enum(ADMIN_ROLES),
    password: operatorPassword,
  }),
  response: ZOperator,
});

export const adminOperatorUpdate = defineAdmin({
  path: '/admin/operators/update',
  summary: "Changes an operator's role, disables or enables them, or resets their TOTP",
  permission: 'operators.manage',
  writes: true,
  request: z.object({
    id: idText,
    role: z.enum(ADMIN_ROLES).optional(),
    disabled: z.boolean().optional(),
    resetTwoFactor: z.literal(true).optional(),
  }),
  response: ZOperator,
});

export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(ADMIN_PERMISSIONS)),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revoked: z.boolean(),
});

export const adminApiKeyList = defineAdmin({
  path: '/admin/apiKeys/list',
  summary: 'API keys for automation',
  permission: 'operators.manage',
  writes: false,
  request: z.object({}),
  response: z.object({ list: z.array(ZApiKey) }),
});

export const adminApiKeyCreate = defineAdmin({
  path: '/admin/apiKeys/create',
  summary: 'Creates an API key with scopes; the key is shown once',
  permission: 'operators.manage',
  writes: true,
  request: z.object({
    name: text().trim().min(1, 'required').max(80),
    scopes: z
      .array(z.enum(ADMIN_PERMISSIONS))
      .min(1, 'at least one')
      .refine((s) => !s.includes('operators.manage'), 'keys cannot manage operators'),
  }),
  response: z.object({
    apiKey: ZApiKey,
    key: z.string().describe('Authorization: Bearer <key>; shown only now'),
  }),
});

export const adminApiKeyRevoke = defineAdmin({
  path: '/admin/apiKeys/revoke',
  summary: 'Revokes an API key',
  permission: 'operators.manage',
  writes: true,
  request: z.object({ id: idText }),
  response: ZApiKey,
});

export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  operator: z.string().nullable().describe("The operator's email"),
  apiKey: z.string().nullable().describe("The API key's name"),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});

export const adminAuditList = defineAdmin({
  path: '/admin/audit/list',
  summary: 'The audit log, newest first, searchable',
  permission: 'audit.read',
  writes: false,
  request: pageQuery(['at'] as const).extend({
    operatorId: idText.optional(),
    action: z.string().trim().max(80).optional().describe('Actions starting with this'),
    targetType: z.string().trim().max(40).optional(),
    targetId: z.string().trim().max(80).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  }),
  response: pageOf(ZAuditEntry),
});

export const ZAdminWithdrawal = z.object({
  id: z.string(),
  orderNo: z.string(),
  playerId: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  amount: z.number().describe('Rupees'),
  serviceCharge: z.number(),
  arrivalAmount: z.number(),
  bankAccount: z.string(),
  ifsc: z.string(),
  holderName: z.string(),
  utr: z.string().nullable(),
  failureReason: z.string().nullable(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
});

export const adminWithdrawalList = defineAdmin({
  path: '/admin/withdrawals/list',
  summary: 'Withdrawal orders by status, newest first (the review queue: status review)',
  permission: 'money.read',
  writes: false,
  request: z.object({
    status: z.enum(WITHDRAW_STATUSES).default('review'),
    cursor: idText.optional(),
    pageSize: z.number().int().min(1).max(200).default(50),
  }),
  response: z.object({ list: z.array(ZAdminWithdrawal), nextCursor: z.string().nullable() }),
});

const orderNo = z.string().trim().min(1, 'required').max(64);

export const adminWithdrawalApprove = defineAdmin({
  path: '/admin/withdrawals/approve',
  summary: 'Approves an order waiting for review; its payout goes to the gateway',
  permission: 'money.review',
  writes: true,
  request: z.object({ orderNo }),
  response: ZAdminWithdrawal,
});

export const adminWithdrawalReject = defineAdmin({
  path: '/admin/withdrawals/reject',
  summary: 'Rejects an order waiting for review; the amount goes back to the wallet',
  permission: 'money.review',
  writes: true,
  request: z.object({ orderNo, reason: text().trim().min(1, 'give a reason').max(200) }),
  response: ZAdminWithdrawal,
});

/** The operators' own calls; every area's calls are gathered in admin-endpoints.ts. */
export const CORE_ADMIN_ENDPOINTS = [
  adminLogin,
  adminLogout,
  adminMe,
  adminOperatorList,
  adminOperatorCreate,
  adminOperatorUpdate,
  adminApiKeyList,
  adminApiKeyCreate,
  adminApiKeyRevoke,
  adminAuditList,
  adminWithdrawalList,
  adminWithdrawalApprove,
  adminWithdrawalReject,
] as const satisfies readonly AdminEndpoint[];
