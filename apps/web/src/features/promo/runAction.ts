import type { ApiCall } from '@khel/contract/endpoints';
import { useWrite, type WriteOptions } from '../../api/useWrite';
import { call } from '../../lib/http';
import { showToast } from '../../lib/toast';

export interface ActionMessages {
  loading: string;
  success: string;
  /** What did not happen, to start the failure toast the HTTP client shows (lib/http.ts). */
  failure: string;
}

/**
 * A player action against the API (useWrite): a loading toast meanwhile, then one answer either
 * way — the success message, or the HTTP client's failure toast (the server's message, or
 * `failure` and what to do).
 */
export function useAction<Req, Res>(
  endpoint: ApiCall<Req, Res>,
  messages: ActionMessages,
  { invalidates, onSuccess }: Omit<WriteOptions<Req, Res>, 'loading'> = {},
) {
  // `as never`: call's arguments depend on the request type, unknown for a generic one.
  const send = (input: Req) => call(endpoint, input as never, { failure: messages.failure });
  return useWrite(send, {
    loading: messages.loading,
    invalidates,
    onSuccess: (data, input) => {
      showToast(messages.success);
      return onSuccess?.(data, input);
    },
  });
}
