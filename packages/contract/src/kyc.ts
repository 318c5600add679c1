import { z } from 'zod';
import { withCommon } from './common';
import { defineEndpoint } from './endpoint';
import { KYC_DOCUMENT_TYPES, KYC_REJECTION_REASONS, KYC_STATUSES } from './constants';
import { API_PATHS } from './paths';

/**
 * Identity verification (KYC, docs/product.md "Identity verification"): the player sends the
 * front and back of an identity document and a selfie; the provider checks them, an operator
 * decides. States: none → pending → verified | rejected (with reasons), and after a rejection
 * the player may send again.
 */
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
