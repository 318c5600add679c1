import type { AdminEndpoint } from '@khel/contract/admin';
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from './ui/toast';

/** What an admin call takes and answers, by its contract endpoint. */
export type InputOf<E extends AdminEndpoint> = z.input<E['request']>;
export type OutputOf<E extends AdminEndpoint> = z.output<E['response']>;

/** A refused or failed admin call: the envelope's state and its message. */
export class AdminError extends Error {
  constructor(
    readonly state: string,
    message: string,
  ) {
    super(message);
    this.name = 'AdminError';
  }
}

/** The API's base path: the app is served at /admin beside the API at /api. */
const API_BASE = '/api';

let csrfToken: string | null = null;
/** Set by the session (sign-in, auth/me); sent on every call as x-csrf-token. */
export function setCsrfToken(token: string | null) {
  csrfToken = token;
}

const listeners = new Set<() => void>();
/** Called when a call answers 401: the session ended (idle, expired, signed out elsewhere). */
export function onSignedOut(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * One admin call (docs/architecture.md §11): a POST of the JSON input, answered in the envelope;
 * anything but state '200' becomes an AdminError with the server's message. A network failure
 * or a non-JSON answer is an AdminError of state 'network'.
 */
export async function adminCall<E extends AdminEndpoint>(
  endpoint: E,
  input: InputOf<E>,
): Promise<OutputOf<E>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${endpoint.path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
      },
      body: JSON.stringify(input ?? {}),
    });
  } catch {
    throw new AdminError('network', 'network');
  }
  let envelope: { state?: string; msg?: string; resultData?: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new AdminError('network', 'network');
  }
  if (envelope.state !== '200') {
    const state = envelope.state ?? String(response.status);
    if (state === '401' && endpoint.permission !== 'public') for (const l of listeners) l();
    throw new AdminError(state, envelope.msg ?? state);
  }
  return envelope.resultData as OutputOf<E>;
}

/** The query key of a call: its path and input (so a table's page is its own cache entry). */
export const keyOf = (endpoint: AdminEndpoint, input?: unknown) =>
  input === undefined ? [endpoint.path] : [endpoint.path, input];

/** A read through TanStack Query, typed by the contract. */
export function useAdminQuery<E extends AdminEndpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: Omit<UseQueryOptions<OutputOf<E>, AdminError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<OutputOf<E>, AdminError>({
    queryKey: keyOf(endpoint, input),
    queryFn: () => adminCall(endpoint, input),
    ...options,
  });
}

/**
 * A write: on success the reads named in `invalidates` refetch (every page of a table: the key
 * is matched by its path); on failure the server's message is toasted (and kept in `error` for
 * a form to show beside its fields).
 */
export function useAdminMutation<E extends AdminEndpoint>(
  endpoint: E,
  options: {
    invalidates?: readonly AdminEndpoint[];
    onSuccess?: (data: OutputOf<E>, input: InputOf<E>) => void;
    /** Leave the failure to the caller (no toast). */
    quiet?: boolean;
  } = {},
) {
  const client = useQueryClient();
  return useMutation<OutputOf<E>, AdminError, InputOf<E>>({
    mutationFn: (input) => adminCall(endpoint, input),
    onSuccess: async (data, input) => {
      await Promise.all(
        (options.invalidates ?? []).map((e) => client.invalidateQueries({ queryKey: [e.path] })),
      );
      options.onSuccess?.(data, input);
    },
    onError: (error) => {
      if (!options.quiet) toast.error(error);
    },
  });
}
