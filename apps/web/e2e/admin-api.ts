import { expect } from 'vitest';
import { OWNER, totp } from './admin';

/**
 * The back office's API from a browser test's side (no browser): an operator signs in over HTTP
 * with a TOTP code as the app does — enrolling first when `secret` is absent — and calls
 * `/api/admin/*` with the session cookie and CSRF header. For set-up a test does not click
 * through (creating codes for the player side, switching a campaign on). A TOTP code is good
 * once: sign an operator in once per server (a browser sign-in of the same operator would need
 * the next 30-second step).
 */
export async function adminApi(
  baseUrl: string,
  operator: { email: string; password: string; secret?: string } = OWNER,
) {
  let cookie = '';
  let csrf = '';
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
      },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0]!;
    return (await response.json()) as { state: string; msg?: string; resultData?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of many shapes
  };
  let secret = operator.secret;
  if (!secret) {
    const enroll = await post('/admin/auth/login', {
      email: operator.email,
      password: operator.password,
    });
    expect(enroll.resultData?.step, JSON.stringify(enroll)).toBe('enroll');
    secret = enroll.resultData.secret as string;
  }
  const login = await post('/admin/auth/login', {
    email: operator.email,
    password: operator.password,
    code: totp(secret),
  });
  expect(login.state, login.msg).toBe('200');
  csrf = login.resultData.session.csrfToken as string;
  return {
    secret,
    /** One admin call; fails the test unless it answers 200, and answers its data. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes
    async call<T = any>(path: string, body: unknown = {}): Promise<T> {
      const answer = await post(path, body);
      expect(answer.state, `${path}: ${answer.msg}`).toBe('200');
      return answer.resultData as T;
    },
  };
}
