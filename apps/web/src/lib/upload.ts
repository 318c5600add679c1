import { commonFields, send, type RequestOptions } from './http';

/**
 * POST as multipart/form-data (avatar upload): the common fields, without empty ones, as form
 * fields, then `fields` (a file among them); the browser sets the content type with its
 * boundary. The answer is read by lib/http.ts's rules. Apart from http.ts: only the profile page
 * uploads, not the first screen.
 */
export function upload<T>(
  path: string,
  fields: Record<string, string | Blob>,
  options: Omit<RequestOptions, 'method'> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(commonFields())) {
    if (value !== null && value !== undefined) form.append(name, String(value));
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return send<T>(path, { method: 'POST', body: form }, options);
}
