import { z } from 'zod';
import { defineAdmin, idText, pageOf, pageQuery, type AdminEndpoint } from './admin';
import { text } from './input';
import { KYC_DOCUMENT_TYPES, KYC_REJECTION_REASONS, KYC_STATUSES } from './constants';

/**
 * The back office's identity verification queue (docs/architecture.md §12,
 * modules/kyc/README.md): submissions by status (pending first), the three images for operators
 * only, and the decision — verify, or reject with reasons — once per submission, audited.
 */
const SUBMISSION_STATUSES = KYC_STATUSES.filter(
  (s): s is Exclude<(typeof KYC_STATUSES)[number], 'none'> => s !== 'none',
);

export const ZAdminKycRow = z.object({
  id: z.string(),
  playerId: z.string(),
  nickname: z.string(),
  documentType: z.enum(KYC_DOCUMENT_TYPES),
  status: z.enum(SUBMISSION_STATUSES),
  findings: z.array(z.enum(KYC_REJECTION_REASONS)).describe("The provider's automatic check"),
  reasons: z.array(z.enum(KYC_REJECTION_REASONS)),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TAdminKycRow = z.infer<typeof ZAdminKycRow>;

export const ZAdminKyc = ZAdminKycRow.extend({
  birthday: z.string().nullable(),
  phone: z.string().nullable(),
  provider: z.string(),
  providerRef: z.string(),
  note: z.string().nullable(),
  decidedBy: z.string().nullable().describe("The deciding operator's email; null: the provider"),
  images: z
    .object({ front: z.string(), back: z.string(), selfie: z.string() })
    .describe('Image ids: read each with /admin/kyc/image'),
  earlier: z.number().int().describe("The player's other submissions"),
});
export type TAdminKyc = z.infer<typeof ZAdminKyc>;

export const adminKycList = defineAdmin({
  path: '/admin/kyc/list',
  summary: 'Identity verification submissions, by status (pending: the review queue) or player',
  permission: 'players.read',
  writes: false,
  request: pageQuery(['submittedAt', 'decidedAt'] as const).extend({
    status: z.enum(SUBMISSION_STATUSES).optional(),
    playerId: idText.optional(),
  }),
  response: pageOf(ZAdminKycRow),
});

export const adminKycDetail = defineAdmin({
  path: '/admin/kyc/detail',
  summary: 'One submission with its player, findings, decision and image ids',
  permission: 'players.read',
  writes: false,
  request: z.object({ id: idText }),
  response: ZAdminKyc,
});

export const adminKycImage = defineAdmin({
  path: '/admin/kyc/image',
  summary: "One of a submission's images: bytes (base64) and image type",
  permission: 'players.read',
  writes: false,
  request: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22,32}$/, 'expected an image id') }),
  response: z.object({ contentType: z.string(), dataBase64: z.string() }),
});

export const adminKycVerify = defineAdmin({
  path: '/admin/kyc/verify',
  summary: 'pending → verified, once (of two decisions at once one wins, the other is 409)',
  permission: 'players.write',
  writes: true,
  request: z.object({ id: idText }),
  response: ZAdminKyc,
});

export const ZAdminKycReject = z.object({
  id: idText,
  reasons: z
    .array(z.enum(KYC_REJECTION_REASONS))
    .min(1, 'choose at least one reason')
    .max(KYC_REJECTION_REASONS.length)
    .refine((r) => new Set(r).size === r.length, 'each reason once'),
  note: text().trim().max(500, 'at most 500 characters').optional(),
});

export const adminKycReject = defineAdmin({
  path: '/admin/kyc/reject',
  summary: 'pending → rejected with reasons (and a note the player reads), once',
  permission: 'players.write',
  writes: true,
  request: ZAdminKycReject,
  response: ZAdminKyc,
});

export const KYC_ADMIN_ENDPOINTS = [
  adminKycList,
  adminKycDetail,
  adminKycImage,
  adminKycVerify,
  adminKycReject,
] as const satisfies readonly AdminEndpoint[];
