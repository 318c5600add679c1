import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/** One API call: its path under the base, its request body and the `resultData` it answers. */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  summary: string;
  /** Longer notes for the OpenAPI document. */
  description?: string;
  tag: string;
  /** Whether the call needs a logged-in player (sign and uid). */
  auth: boolean;
  request: Req | null;
  response: Res;
}

export const defineEndpoint = <Req extends z.ZodType | null, Res extends z.ZodType>(
  endpoint: Omit<Endpoint, 'request' | 'response'> & { request: Req; response: Res },
) => endpoint;

export type RequestOf<E> = E extends { request: infer R extends z.ZodType } ? z.input<R> : never;
export type ResponseOf<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;
