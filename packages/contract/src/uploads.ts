import { z } from 'zod';
import { withCommon } from './common';
import { jsonObject, text } from './input';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './paths';

/** Longest error report kept, in characters. */
export const APP_STACK_MAX_CHARS = 16_000;
/** Longest serialised event data kept, in characters. */
export const TRANSFER_EVENT_MAX_CHARS = 4_000;

export const ZAppStackUploadRequest = withCommon({
  data: text().min(1).max(APP_STACK_MAX_CHARS).describe('The error, serialised as JSON'),
  userId: z.union([text().max(32), z.number().int()]).nullish(),
});
export type TAppStackUploadRequest = z.infer<typeof ZAppStackUploadRequest>;

export const TRANSFER_EVENT_NAMES = ['install', 'launch', 'register', 'login', 'purchase'] as const;

export const ZTransferEventUploadRequest = withCommon({
  eventName: z.enum(TRANSFER_EVENT_NAMES).describe('Attribution event'),
  linkId: text().max(64).nullish().describe('Ad link id saved from the launch URL'),
  eventData: jsonObject({ maxChars: TRANSFER_EVENT_MAX_CHARS }).nullish(),
});
export type TTransferEventUploadRequest = z.infer<typeof ZTransferEventUploadRequest>;

export const ZUploadReceipt = z.object({ id: z.string().describe('Id of the stored upload') });
export type TUploadReceipt = z.infer<typeof ZUploadReceipt>;

export const appStackUploadEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.appStackUpload,
  summary: 'Store an uncaught error of the app (size- and rate-limited)',
  tag: 'telemetry',
  auth: false,
  request: ZAppStackUploadRequest,
  response: ZUploadReceipt,
});

export const transferEventUploadEndpoint = defineEndpoint({
  method: 'POST',
  path: API_PATHS.transferEventUpload,
  summary: 'Store an attribution event (size- and rate-limited)',
  tag: 'telemetry',
  auth: false,
  request: ZTransferEventUploadRequest,
  response: ZUploadReceipt,
});
