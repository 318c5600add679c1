// `npm run bench:web`: builds the web app, opens it in headless Chromium like a first visit
// (entry page → Home) and prints the gzip bytes of what that first screen loaded — HTML, CSS,
// JS, translations — and of the largest lazy page chunk. Budget: first-screen JS ≤ 120 KB gzip.
// It also fails when any chunk of the app carries zod: the contract's schemas stay on the server
// (the web takes its types and the zod-free entries of @khel/contract).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const DIST = path.resolve('apps/web/dist');
const BUDGET_JS = 120 * 1024;

const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// Strings zod's code keeps through minification: its schemas' `_zod` property, its error class.
const ZOD_MARKERS = ['._zod', 'ZodError'];
const withZod = fs
  .readdirSync(path.join(DIST, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .filter((file) => {
    const code = fs.readFileSync(path.join(DIST, 'assets', file), 'utf8');
    return ZOD_MARKERS.some((marker) => code.includes(marker));
  });
if (withZod.length > 0) {
  console.error(`zod is in the web bundle: ${withZod.join(', ')}`);
  process.exit(1);
}
console.log('No zod in the web bundle.');

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-bench-'));
const port = 18_000 + Math.floor(Math.random() * 1000);
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
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
const loaded = new Set();
page.on('request', (request) => {
  const url = new URL(request.url());
  if (url.port === String(port) && !url.pathname.startsWith('/api/')) loaded.add(url.pathname);
});
await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
await page.waitForURL('**/pages/home/Home');
await page.waitForLoadState('networkidle');
await browser.close();
server.kill('SIGTERM');

const totals = { html: 0, css: 0, js: 0, json: 0, other: 0 };
const rows = [];
for (const pathname of loaded) {
  const file = path.join(DIST, pathname === '/' ? 'index.html' : pathname);
  if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) continue;
  const ext = path.extname(file).slice(1);
  const kind =
    ext === 'html'
      ? 'html'
      : ext === 'css'
        ? 'css'
        : ext === 'js'
          ? 'js'
          : ext === 'json'
            ? 'json'
            : 'other';
  const size = gzipSize(file);
  totals[kind] += size;
  rows.push([pathname, size]);
}
const firstScreen = new Set([...loaded].map((p) => path.basename(p)));
const lazyChunks = fs
  .readdirSync(path.join(DIST, 'assets'))
  .filter((f) => f.endsWith('.js') && !firstScreen.has(f))
  .map((f) => [f, gzipSize(path.join(DIST, 'assets', f))])
  .sort((a, b) => b[1] - a[1]);

console.log('\nFirst screen (entry → Home), gzip bytes:');
for (const [file, size] of rows.sort((a, b) => b[1] - a[1]))
  console.log(`  ${kb(size).padStart(9)}  ${file}`);
console.log(
  `  HTML ${kb(totals.html)} · CSS ${kb(totals.css)} · JS ${kb(totals.js)} · other ${kb(totals.json + totals.other)}`,
);
console.log(`  total ${kb(totals.html + totals.css + totals.js + totals.json + totals.other)}`);
console.log(
  `  JS budget ${kb(BUDGET_JS)}: ${totals.js <= BUDGET_JS ? 'within' : 'OVER'} (${kb(totals.js)})`,
);
if (lazyChunks[0])
  console.log(`Largest lazy page chunk: ${lazyChunks[0][0]} ${kb(lazyChunks[0][1])} gzip`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(totals.js <= BUDGET_JS ? 0 : 1);
