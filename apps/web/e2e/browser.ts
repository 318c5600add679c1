import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

/** Debian's Chromium; Playwright's own browser download does not work here. */
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchBrowser = () => chromium.launch({ executablePath: EXECUTABLE, args: ARGS });

/**
 * A phone with a real (new, empty) profile in `userDataDir` rather than an incognito-like
 * context: what Chromium's installability check asks for.
 */
export async function launchProfilePhone(userDataDir: string): Promise<PhonePage> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: EXECUTABLE,
    args: ARGS,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  await reportPolicyBlocks(context);
  return watchPage(context, context.pages()[0] ?? (await context.newPage()));
}

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/** A session of the real server (see accounts.ts), or anything shaped like one. */
export interface StoredSession {
  sign: string;
  uid: string;
}

/**
 * A fresh phone context (375×812 unless `viewport` says otherwise); `session` is stored as if
 * the player had logged in, `locale` as if they had chosen that language.
 */
export async function openPhone(
  browser: Browser,
  options: {
    session?: StoredSession;
    viewport?: { width: number; height: number };
    locale?: string;
    /** The phone's own time zone (an IANA name); the browser's otherwise. */
    timezoneId?: string;
    /**
     * 'continue' (default): a reality check that comes up while the test does something else
     * (its clock moved hours on) is answered 'Continue playing', as a player playing on would;
     * 'show': left for the test (reality-check.e2e.ts).
     */
    realityChecks?: 'continue' | 'show';
  } = {},
): Promise<PhonePage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  if (options.locale) {
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    }, options.locale);
  }
  if (options.session) {
    // Only on the first load: a logout must stay a logout across reloads.
    await context.addInitScript(({ sign, uid }) => {
      if (sessionStorage.getItem('e2e-session-stored')) return;
      sessionStorage.setItem('e2e-session-stored', '1');
      localStorage.setItem('sign', sign);
      localStorage.setItem('uid', uid);
    }, options.session);
  }
  await reportPolicyBlocks(context);
  const page = await context.newPage();
  if (options.realityChecks !== 'show') {
    await page.addLocatorHandler(
      page.locator('[role="alertdialog"][data-testid="reality-check"]'),
      async (dialog) => {
        await dialog.getByRole('button').first().click();
      },
    );
  }
  return watchPage(context, page);
}

/**
 * Every frame reports what the Content-Security-Policy blocked as a console error, so a policy
 * that blocks something the app needs fails the test that met it.
 */
const reportPolicyBlocks = (context: BrowserContext) =>
  context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP blocked ${event.blockedURI || 'inline'} (${event.violatedDirective})`);
    });
  });

function watchPage(context: BrowserContext, page: Page): PhonePage {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  reportOnFailure(page, errors);
  return { context, page, errors };
}

/** How much of a failed page's text the log gets: enough to see which screen and state it was. */
const REPORTED_TEXT = 2_000;

/**
 * When the test that opened the page fails, the log says what the phone showed then: its address,
 * its visible text, and the errors seen. CI keeps the log, not the browser.
 */
function reportOnFailure(page: Page, errors: string[]) {
  try {
    onTestFailed(async () => {
      if (page.isClosed()) return;
      const text = await page
        .evaluate(() => document.body.innerText)
        .catch((error: Error) => `(unreadable: ${error.message})`);
      console.error(
        [
          `The page at the failure: ${page.url()}`,
          text.replace(/\n{2,}/g, '\n').slice(0, REPORTED_TEXT),
          `Errors seen: ${errors.length > 0 ? errors.join(' | ') : 'none'}`,
        ].join('\n'),
      );
    });
  } catch {
    // Opened outside a test (a beforeAll): no test's failure to report on.
  }
}

/** Starts the app at the entry page and waits until it has continued to Home. */
export async function startApp(page: Page, baseUrl: string, query = '') {
  await page.goto(`${baseUrl}/${query}`);
  await page.waitForURL('**/pages/home/Home');
}

/**
 * Serves the app's page without the launch data the server writes into it (docs/architecture.md
 * §7), as when the server could not get it: the app then fetches its launch answers itself, for a
 * test to answer them its own way.
 */
export async function withoutLaunchData(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script id="khel-launch"[^]*?<\/script>/, '');
    // The body is sent as it is now: no longer compressed, of another length.
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, body, headers });
  });
}

/** Opens a page inside the running app, as a link in the app would (history push). */
export async function openInApp(page: Page, url: string, depth = 1) {
  await page.evaluate(
    ({ target, idx }) => {
      window.history.pushState({ idx }, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: { idx } }));
    },
    { target: url, idx: depth },
  );
}
