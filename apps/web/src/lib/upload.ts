import type { ApiCall } from '@khel/contract/endpoints';
import { commonFields, send, type CallOptions } from './http';

/**
 * POST as multipart/form-data (avatar upload): the common fields, without empty ones, as form
 * fields, then `fields` (a file among them); the browser sets the content type with its
 * boundary. The answer is read by lib/http.ts's rules. Apart from http.ts: only the profile page
 * uploads, not the first screen.
 */
export function upload<Res>(
  endpoint: ApiCall<undefined, Res>,
  fields: Record<string, string | Blob>,
  options: CallOptions = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(commonFields())) {
    if (value !== null && value !== undefined) form.append(name, String(value));
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return send<Res>(endpoint.path, { method: 'POST', body: form }, options);
}
