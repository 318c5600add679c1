import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createFirstOwner, codeAt, stepAt } from '../../server/src/modules/operators';
import { startServer } from './server';

/**
 * The back office in the browser (apps/admin, served at /admin): a server with the first owner
 * made as `npm run admin:create-owner` would, and an operator signing in with TOTP as a person
 * does — the secret read off the enrolment screen, the codes computed from it.
 */
export const OWNER = {
  email: 'owner@khel.test',
  name: 'Asha Owner',
  password: 'correct horse battery staple',
};

/** A desktop screen; the tablet size is checked by the layout screenshots. */
export const DESKTOP = { width: 1280, height: 800 };
export const TABLET = { width: 1024, height: 768 };

export async function startAdminServer(...args: Parameters<typeof startServer>) {
  const server = await startServer(...args);
  await createFirstOwner({ db: server.db, scryptCost: 12 }, { ...OWNER, at: new Date() });
  return server;
}

export interface AdminPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close: () => Promise<void>;
}

/** A fresh desktop browser context on the back office's sign-in screen. */
export async function openAdmin(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<AdminPage> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP blocked ${event.blockedURI || 'inline'} (${event.violatedDirective})`);
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}/admin/`);
  return { page, errors, close: () => context.close() };
}

/** The TOTP code of `secret` now (or `at`). */
export const totp = (secret: string, at = new Date()) => codeAt(secret, stepAt(at));

/**
 * Signs in on the open sign-in screen. Without `secret` the operator enrols first: the empty
 * code brings the enrolment screen, whose secret the first code is computed from. Returns the
 * secret for later sign-ins.
 */
export async function signInAdmin(
  page: Page,
  operator: { email: string; password: string; secret?: string },
): Promise<string> {
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  let secret = operator.secret;
  if (!secret) {
    await page.getByRole('button', { name: 'Sign in' }).click();
    const shown = page.getByTestId('totp-secret');
    await shown.waitFor();
    secret = (await shown.textContent())!.trim();
    await page.getByLabel('Authenticator code').fill(totp(secret));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  } else {
    await page.getByLabel('Authenticator code').fill(totp(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  return secret;
}
