import type { HttpMethod, RequestOf, ResponseOf } from '../endpoint';
import type { TCommonBody } from '../common';

/**
 * One API call as a client sends it: method, path under the API base, and whether it needs a
 * logged-in player. The request and response types ride along as phantom types taken from the
 * endpoint's zod schemas, so a client is typed by the contract without bundling zod.
 */
export interface ApiCall<Req = unknown, Res = unknown> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: boolean;
  /** Types only: never present at run time. */
  readonly types?: { request: Req; response: Res };
}

type Common = keyof TCommonBody;
/** One object type out of an intersection, its optional fields kept optional. */
type Flat<T> = { [K in keyof T]: T[K] };
/** The fields of one request (each member of a union alone): the common ones made optional. */
type OwnFields<T> = T extends unknown
  ? Flat<
      { [K in keyof T as K extends Common ? never : K]: T[K] } & {
        [K in keyof T as K extends Common ? K : never]?: T[K];
      }
    >
  : never;

/**
 * What a caller sends: the endpoint's request, whose common body the client adds (a caller may
 * still set one of its fields, as the error report does with `appPackageName`).
 */
export type CallInput<E> = [RequestOf<E>] extends [never] ? undefined : OwnFields<RequestOf<E>>;

/** The call descriptor of a zod endpoint definition (`typeof someEndpoint`). */
export type CallOf<E> = ApiCall<CallInput<E>, ResponseOf<E>>;

export type CallRequest<C> = C extends ApiCall<infer Req, unknown> ? Req : never;
export type CallResponse<C> = C extends ApiCall<unknown, infer Res> ? Res : never;
