// Screenshots pages of a running Khel in headless Chromium at 375×812, to look at what we build.
// usage: node scripts/screenshot.mjs <base-url> <out-dir> <path> [<path> ...]
//   KHEL_LOGGED_IN=1 logs in as a new one-click (guest) player through the API first, for pages
//   behind login (a made-up sign would be logged out by the first user-info refresh).
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs <base-url> <out-dir> <path> [<path> ...]');
  process.exit(2);
}
await fs.mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const context = await browser.newContext({
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 1,
});
if (process.env.KHEL_LOGGED_IN === '1') {
  const response = await fetch(`${base.replace(/\/$/, '')}/api/sso/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      appId: 1502,
      appPackageName: 'com.khel.h5.1502',
      deviceNumber: `screenshot-${Date.now()}`,
      locale: 'en',
      agreeTerms: true,
      adultConfirmed: true,
    }),
  });
  const { state, msg, resultData } = await response.json();
  if (state !== '200') throw new Error(`guest login failed: ${msg}`);
  await context.addInitScript(({ sign, uid }) => {
    if (sessionStorage.getItem('screenshot-session')) return;
    sessionStorage.setItem('screenshot-session', '1');
    localStorage.setItem('sign', sign);
    localStorage.setItem('uid', uid);
  }, resultData);
}
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.error(`[console] ${m.text()}`));
// Land on Home first (the app always starts at the entry page), then open each page in-app.
await page.goto(base, { waitUntil: 'networkidle' });
await page.waitForURL('**/pages/home/Home');
for (const p of paths) {
  await page.evaluate((url) => {
    window.history.pushState({ idx: 1 }, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 1 } }));
  }, p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  const file = path.join(
    outDir,
    `${p.replace(/^\/+/, '').replace(/[/?=&]+/g, '_') || 'entry'}.png`,
  );
  await page.screenshot({ path: file, fullPage: false });
  console.log(file);
}
await browser.close();
