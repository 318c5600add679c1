import type { AdminRole } from '@khel/contract/admin';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { codeAt, createFirstOwner, stepAt } from '../../src/modules/operators';

/** The password test operators sign in with. */
export const OPERATOR_PASSWORD = 'correct horse battery staple';

export interface AdminAnswer {
  state: string;
  msg?: string;
  resultData?: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of many shapes
  cookie: string | null;
}

/** An admin client: the cookie jar and CSRF header a browser tab would hold. */
export class Operator {
  cookie: string | null = null;
  csrf: string | null = null;
  constructor(
    readonly app: FastifyInstance,
    readonly email: string,
  ) {}

  async call(
    path: string,
    body: unknown = {},
    headers: Record<string, string> = {},
  ): Promise<AdminAnswer> {
    const response = await this.app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload: body as object,
      headers: {
        ...(this.cookie ? { cookie: `khel_admin=${this.cookie}` } : {}),
        ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
        ...headers,
      },
    });
    const setCookie = response.headers['set-cookie'];
    const cookie = typeof setCookie === 'string' ? setCookie : null;
    return { ...(response.json() as Omit<AdminAnswer, 'cookie'>), cookie };
  }

  /** Signs in; enrols TOTP first when needed. Returns the secret. */
  async signIn(at: Date, secret?: string): Promise<string> {
    let key = secret;
    if (!key) {
      const enroll = await this.call('/admin/auth/login', {
        email: this.email,
        password: OPERATOR_PASSWORD,
      });
      expect(enroll.resultData?.step, JSON.stringify(enroll)).toBe('enroll');
      key = enroll.resultData.secret as string;
    }
    const answer = await this.call('/admin/auth/login', {
      email: this.email,
      password: OPERATOR_PASSWORD,
      code: codeAt(key, stepAt(at)),
    });
    expect(answer.state, answer.msg).toBe('200');
    this.cookie = /khel_admin=([^;]+)/.exec(answer.cookie!)![1]!;
    this.csrf = answer.resultData.session.csrfToken as string;
    return key;
  }
}

/** The first owner of a fresh database, signed in (TOTP enrolled) at `at`. */
export async function signedInOwner(app: FastifyInstance, db: Db, at = new Date()) {
  await createFirstOwner(
    { db, scryptCost: 12 },
    { email: 'owner@khel.test', name: 'Owner', password: OPERATOR_PASSWORD, at },
  );
  const owner = new Operator(app, 'owner@khel.test');
  await owner.signIn(at);
  return owner;
}

/** An operator of `role` made by `owner`, signed in (TOTP enrolled) at `at`. */
export async function signedInOperator(owner: Operator, role: AdminRole, at = new Date()) {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@khel.test`;
  const created = await owner.call('/admin/operators/create', {
    email,
    name: role,
    role,
    password: OPERATOR_PASSWORD,
  });
  expect(created.state, created.msg).toBe('200');
  const operator = new Operator(owner.app, email);
  await operator.signIn(at);
  return operator;
}
