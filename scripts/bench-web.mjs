// `npm run bench:web`: builds the apps, opens them in headless Chromium like a first visit and
// prints what they load, in the gzip bytes the server sends (the build's .gz files, Zopfli's from
// 4 KB up, scripts/compress.mjs; zlib's level 9 beside the JS): the player app's first screen
// (entry page → Home: HTML, CSS, JS, translations) and each game page (/games/play/:code), with
// what each library costs in them (scripts/web/bundle-breakdown.mjs). Budgets: first-screen JS
// ≤ 100 KB, a game page's JS ≤ 75 KB.
// Then Lighthouse's mobile preset on Home and a game page (scripts/web/lighthouse.mjs; BENCH_LH_RUNS
// runs each, default 3, the median shown) and Chromium's installability check of Home.
// It also fails when any chunk of the app carries zod: the contract's schemas stay on the server
// (the web takes its types and the zod-free entries of @khel/contract).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_ID, APP_PACKAGE_PREFIX } from '@khel/contract/constants';
import { chromium } from 'playwright-core';
import { breakdown, gzipSize, kb, level9Size, printBreakdown } from './web/bundle-breakdown.mjs';
import { medianLighthouse, printLighthouse } from './web/lighthouse.mjs';

const ROOT = path.resolve('.');
const WEB_DIST = path.resolve('apps/web/dist');
const GAMES_DIST = path.resolve('apps/games/dist');
const BUDGET_JS = 100 * 1024;
const BUDGET_GAME_JS = 75 * 1024;
const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const GAME_CODES = ['dice', 'limbo', 'mines', 'crash'];

const statsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-bundle-stats-'));
const build = spawnSync('npm', ['run', '--silent', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, BUNDLE_STATS: statsDir },
});
if (build.status !== 0) process.exit(build.status ?? 1);
const readStats = (name) =>
  JSON.parse(fs.readFileSync(path.join(statsDir, `${name}.json`), 'utf8'));
const webStats = readStats('web');
const gamesStats = readStats('games');

// Strings zod's code keeps through minification: its schemas' `_zod` property, its error class.
const ZOD_MARKERS = ['._zod', 'ZodError'];
const withZod = fs
  .readdirSync(path.join(WEB_DIST, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .filter((file) => {
    const code = fs.readFileSync(path.join(WEB_DIST, 'assets', file), 'utf8');
    return ZOD_MARKERS.some((marker) => code.includes(marker));
  });
if (withZod.length > 0) {
  console.error(`zod is in the web bundle: ${withZod.join(', ')}`);
  process.exit(1);
}
console.log('No zod in the web bundle.');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-bench-'));
const port = 18_000 + Math.floor(Math.random() * 1000);
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (chunk) => {
    out += chunk;
    if (out.includes('Khel is running')) resolve();
  });
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

/** The platform API as the app calls it (the common body of docs/product.md §8). */
async function callApi(apiPath, body = {}, attempt = 1) {
  const response = await fetch(`${origin}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      appId: APP_ID,
      appPackageName: `${APP_PACKAGE_PREFIX}${APP_ID}`,
      deviceNumber: `bench-${Math.random().toString(36).slice(2)}`,
      locale: 'en',
      ...body,
    }),
  }).catch((error) => {
    // A keep-alive connection the server closed while Lighthouse ran: once more, on a new one.
    if (attempt > 1) throw error;
    return null;
  });
  if (!response) return callApi(apiPath, body, attempt + 1);
  const envelope = await response.json();
  if (envelope.state !== '200') throw new Error(`${apiPath}: ${envelope.state} ${envelope.msg}`);
  return envelope.resultData;
}
const guest = await callApi('/sso/guest', { agreeTerms: true, adultConfirmed: true });
const lobby = await callApi('/game/lobby');
/** A fresh game page URL (its launch token is for one session). */
async function gameUrl(code) {
  const game = lobby.games.find((g) => g.code === code);
  if (!game) throw new Error(`no ${code} in the lobby`);
  const launch = await callApi('/game/launch', {
    gameId: game.id,
    sign: guest.sign,
    uid: guest.uid,
  });
  return new URL(launch.url, origin).href;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
/** The same-origin files (not API answers) a first visit of `url` loads, once it is idle. */
async function firstVisit(url, waitFor) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const loaded = new Set();
  page.on('request', (request) => {
    const requested = new URL(request.url());
    if (requested.port === String(port) && !requested.pathname.startsWith('/api/'))
      loaded.add(requested.pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await waitFor?.(page);
  await page.waitForLoadState('networkidle');
  return { page, loaded };
}

const toHome = (page) => page.waitForURL('**/pages/home/Home');
const home = await firstVisit(`${origin}/`, toHome);
await home.page.close();
const games = [];
for (const code of GAME_CODES) {
  const visit = await firstVisit(await gameUrl(code), (page) =>
    page.waitForSelector('#root > *:not(#boot)'),
  );
  await visit.page.close();
  games.push({ code, loaded: visit.loaded });
}
await browser.close();

/**
 * Chromium's own installability check of Home (what Lighthouse used until its PWA category went,
 * v12), in a real profile: an incognito one is never installable.
 */
async function installability() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    viewport: { width: 375, height: 812 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await toHome(page);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    return (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
const installabilityErrors = await installability();

/** Gzip bytes by kind of what a visit loaded (files of `dist`, served under `base`). */
function weigh(loaded, dist, base) {
  const totals = { html: 0, css: 0, js: 0, other: 0, jsLevel9: 0 };
  const rows = [];
  const jsFiles = [];
  for (const pathname of loaded) {
    if (!pathname.startsWith(base) && pathname !== '/') continue;
    let relative = pathname === '/' ? 'index.html' : pathname.slice(base.length);
    // A page's path (/games/play/dice) is answered with the build's one HTML page.
    if (!path.extname(relative)) relative = 'index.html';
    const file = path.join(dist, relative);
    if (!fs.existsSync(file)) continue;
    const ext = path.extname(file).slice(1);
    const kind = ext === 'html' || ext === 'css' || ext === 'js' ? ext : 'other';
    const size = gzipSize(file);
    totals[kind] += size;
    rows.push([pathname, size]);
    if (kind === 'js') {
      jsFiles.push(relative);
      totals.jsLevel9 += level9Size(file);
    }
  }
  return { totals, rows: rows.sort((a, b) => b[1] - a[1]), jsFiles };
}
const line = (t) =>
  `HTML ${kb(t.html)} · CSS ${kb(t.css)} · JS ${kb(t.js)} (zlib -9: ${kb(t.jsLevel9)}) · other ${kb(t.other)} · total ${kb(t.html + t.css + t.js + t.other)}`;

const first = weigh(home.loaded, WEB_DIST, '/');
console.log('\nFirst screen (entry → Home), gzip bytes:');
for (const [file, size] of first.rows) console.log(`  ${kb(size).padStart(9)}  ${file}`);
console.log(`  ${line(first.totals)}`);
printBreakdown('First-screen JS', breakdown(webStats, WEB_DIST, first.jsFiles, ROOT));
const firstOk = first.totals.js <= BUDGET_JS;
console.log(
  `First-screen JS ${kb(first.totals.js)}   goal ≤ ${kb(BUDGET_JS)}  ${firstOk ? 'ok' : 'OVER'}`,
);
const firstScreen = new Set([...home.loaded].map((p) => path.basename(p)));
const lazyChunks = fs
  .readdirSync(path.join(WEB_DIST, 'assets'))
  .filter((f) => f.endsWith('.js') && !firstScreen.has(f))
  .map((f) => [f, gzipSize(path.join(WEB_DIST, 'assets', f))])
  .sort((a, b) => b[1] - a[1]);
if (lazyChunks[0])
  console.log(`Largest lazy page chunk: ${lazyChunks[0][0]} ${kb(lazyChunks[0][1])} gzip`);

console.log('\nGame pages (/games/play/:code), gzip bytes:');
let gamesOk = true;
let heaviest = games[0];
for (const game of games) {
  game.weight = weigh(game.loaded, GAMES_DIST, '/games/');
  const ok = game.weight.totals.js <= BUDGET_GAME_JS;
  gamesOk &&= ok;
  if (game.weight.totals.js > heaviest.weight.totals.js) heaviest = game;
  console.log(
    `  ${game.code.padEnd(6)} ${line(game.weight.totals)}   JS goal ≤ ${kb(BUDGET_GAME_JS)}  ${ok ? 'ok' : 'OVER'}`,
  );
}
printBreakdown(
  `The heaviest game page's JS (${heaviest.code})`,
  breakdown(gamesStats, GAMES_DIST, heaviest.weight.jsFiles, ROOT),
);

console.log(
  `\ninstallable: ${
    installabilityErrors.length === 0
      ? 'yes'
      : `no (${installabilityErrors.map((e) => e.errorId.replace(/-/g, ' ')).join('; ')})`
  }`,
);

if (LH_RUNS > 0) {
  console.log('');
  printLighthouse('Home', await medianLighthouse(`${origin}/`, CHROMIUM, LH_RUNS), LH_RUNS);
  printLighthouse(
    'Dice game page',
    await medianLighthouse(() => gameUrl('dice'), CHROMIUM, LH_RUNS),
    LH_RUNS,
  );
}

server.kill('SIGTERM');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(statsDir, { recursive: true, force: true });
process.exit(firstOk && gamesOk ? 0 : 1);
