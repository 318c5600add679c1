// `npm test`: typecheck, lint and format (side by side), unit and API tests (PGlite always,
// PostgreSQL too when DATABASE_URL is set), then the build and the browser tests in headless
// Chromium. Stops at the first failing step and ends with one 'N passed, N failed' line.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const ARTIFACTS = '.test-artifacts';
fs.rmSync(ARTIFACTS, { recursive: true, force: true });
fs.mkdirSync(ARTIFACTS, { recursive: true });

const databases = ['PGlite (embedded)'];
if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  databases.push(`PostgreSQL (${url.hostname}:${url.port || 5432}${url.pathname})`);
}

// The static checks are single-threaded and independent: they run at the same time, each one's
// output printed whole when it ends.
const checks = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
];

const steps = [
  [
    `unit and API tests on ${databases.join(' and ')}`,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${ARTIFACTS}/unit.json`,
    ],
  ],
  ['build (web app, game pages, server bundle)', 'npm', ['run', '--silent', 'build']],
  [
    'browser tests (headless Chromium)',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'apps/web/e2e/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${ARTIFACTS}/browser.json`,
    ],
  ],
];

function counts() {
  let passed = 0;
  let failed = 0;
  for (const file of ['unit.json', 'browser.json']) {
    const path = `${ARTIFACTS}/${file}`;
    if (!fs.existsSync(path)) continue;
    const report = JSON.parse(fs.readFileSync(path, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  }
  return { passed, failed };
}

function runCheck([name, command, args]) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      console.log(`\n▶ ${name}`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      console.log(status === 0 ? `✔ ${name} (${seconds}s)` : `✖ ${name} failed after ${seconds}s`);
      resolve(status === 0);
    });
  });
}

console.log(`Databases under test: ${databases.join(', ')}`);
const started = Date.now();
const checked = await Promise.all(checks.map(runCheck));
if (checked.includes(false)) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    const { passed, failed } = counts();
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    console.log(`\n${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
const { passed, failed } = counts();
console.log(
  `\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)}s on ${databases.join(' and ')}.`,
);
console.log(`${passed} passed, ${failed} failed`);
