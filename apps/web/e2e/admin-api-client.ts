import { codeAt, stepAt } from '../../server/src/modules/operators';

/**
 * The back office's API from a test, as the admin app calls it (`/api/admin/*`): signs in with
 * password and TOTP (enrolling on the first sign-in) and keeps the session cookie and CSRF token.
 * For tests that need an operator's act (a reply, a broadcast) without driving the admin app.
 */
export async function operatorApi(baseUrl: string, operator: { email: string; password: string }) {
  let cookie = '';
  let csrf = '';
  async function call<T = unknown>(path: string, body: unknown = {}): Promise<T> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(cookie ? { cookie: `khel_admin=${cookie}` } : {}),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
      },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    const match = setCookie ? /khel_admin=([^;]*)/.exec(setCookie) : null;
    if (match) cookie = match[1]!;
    const envelope = (await response.json()) as { state: string; msg?: string; resultData: T };
    if (envelope.state !== '200') throw new Error(`${path}: ${envelope.state} ${envelope.msg}`);
    return envelope.resultData;
  }
  const first = await call<{ step: string; secret?: string }>('/admin/auth/login', operator);
  const secret = first.secret;
  if (first.step !== 'enroll' || !secret) throw new Error('expected a TOTP enrolment');
  const signedIn = await call<{ session: { csrfToken: string } }>('/admin/auth/login', {
    ...operator,
    code: codeAt(secret, stepAt(new Date())),
  });
  csrf = signedIn.session.csrfToken;
  return { call, secret };
}
