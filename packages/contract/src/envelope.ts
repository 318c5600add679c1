import { z } from 'zod';

/**
 * The error table of the API (docs/architecture.md §2). The envelope's `state` is a string;
 * anything but '200' is an error the web client turns into code 999 with `msg` (docs/product.md §8).
 * A message the player should not see as a toast contains the word `system`.
 */
export const ERROR_STATES = {
  badRequest: '400',
  unauthorized: '401',
  forbidden: '403',
  notFound: '404',
  conflict: '409',
  payloadTooLarge: '413',
  tooManyRequests: '429',
  internal: '500',
  unavailable: '503',
} as const;

export type ErrorName = keyof typeof ERROR_STATES;
export type ErrorState = (typeof ERROR_STATES)[ErrorName];

export const ZErrorEnvelope = z.object({
  state: z.string().describe("Error state from the error table; never '200'"),
  msg: z.string().describe("Message for the player; contains 'system' when it is not for a toast"),
  requestId: z.string().optional().describe('Id of the request in the server logs'),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export const successEnvelope = <T extends z.ZodType>(resultData: T) =>
  z.object({ state: z.literal('200'), resultData });

export interface SuccessEnvelope<T> {
  state: '200';
  resultData: T;
}
