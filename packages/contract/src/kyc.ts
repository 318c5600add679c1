import { z } from 'zod';
import { withCommon } from './common';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './paths';

/**
 * Identity verification (KYC, docs/product.md "Identity verification"): the player sends the
 * front and back of an identity document and a selfie; the provider checks them, an operator
 * decides. States: none → pending → verified | rejected (with reasons), and after a rejection
 * the player may send again.
 */
export const KYC_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export type TKycStatus = (typeof KYC_STATUSES)[number];

export const KYC_DOCUMENT_TYPES = ['national_id', 'passport', 'driving_licence'] as const;
export type TKycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/**
 * Why a submission was refused: codes the apps translate. The provider's check answers the
 * first three; an operator chooses any of them (and may add a note).
 */
export const KYC_REJECTION_REASONS = [
  'image_too_small',
  'images_repeated',
  'document_unreadable',
  'document_expired',
  'document_incomplete',
  'selfie_mismatch',
  'details_mismatch',
  'underage',
  'other',
] as const;
export type TKycRejectionReason = (typeof KYC_REJECTION_REASONS)[number];

/** The three images, in this order, as the files of the multipart form. */
export const KYC_IMAGES = ['front', 'back', 'selfie'] as const;
/** Largest image, in bytes. */
export const KYC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Smallest width and height the provider can read, in pixels. */
export const KYC_IMAGE_MIN_PIXELS = 300;

/**
 * The withdrawal gate's defaults, in rupees (app_settings `withdraw`, editable with the
 * withdrawal rules): a withdrawal above `singleAbove`, or one that brings the player's total
 * withdrawn above `totalAbove`, needs a verified identity. Exactly reaching either is allowed.
 */
export const KYC_WITHDRAW_DEFAULTS = { singleAbove: 20_000, totalAbove: 50_000 };

export const ZKycFields = z.object({
  documentType: z.enum(KYC_DOCUMENT_TYPES, { message: 'Please choose the type of document' }),
});

export const ZKycState = z.object({
  status: z.enum(KYC_STATUSES),
  documentType: z.enum(KYC_DOCUMENT_TYPES).nullable(),
  reasons: z.array(z.enum(KYC_REJECTION_REASONS)).describe('When rejected'),
  note: z.string().nullable().describe("The operator's note, when rejected"),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The withdrawal gate (withdraw settings), in rupees. */
  withdrawals: z.object({
    singleAbove: z.number().describe('A withdrawal above this needs verification'),
    totalAbove: z
      .number()
      .describe('Withdrawals that bring the total withdrawn above this need verification'),
    withdrawnTotal: z.number().describe('Withdrawn so far (in review, processing or paid)'),
  }),
  birthdayGiven: z.boolean().describe('False: a date of birth is needed before a deposit'),
});
export type TKycState = z.infer<typeof ZKycState>;

export const kycStateEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.kycState,
  summary: "The player's identity verification: state, reasons, and the withdrawal gate",
  tag: 'kyc',
  auth: true,
  request: withCommon({}),
  response: ZKycState,
});

export const kycSubmitEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.kycSubmit,
  summary:
    'multipart/form-data: the common fields and documentType as form fields, then three files in ' +
    'this order: document front, document back, selfie (JPEG, PNG or WebP by content, at most ' +
    '5 MB each). Refused while a submission is pending or once verified',
  tag: 'kyc',
  auth: true,
  request: null,
  response: ZKycState,
});

export const KYC_ENDPOINTS = [kycStateEndpoint, kycSubmitEndpoint] as const;
