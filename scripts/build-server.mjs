// The last step of `npm run build`: bundles the server so that plain `node dist/server/main.js`
// runs the whole platform, with no tsx and no TypeScript sources. The output folder holds:
//   server/main.js, server/ledger-check.js,  the bundles: our workspaces and their third-party
//   server/create-owner.js                   code, except the packages in EXTERNAL
//   migrations/{server,games,psp-sandbox}/   copies of the SQL migration folders
//   web/, admin/, games/                     copies of the built web app, back office and game
//                                            pages, when built
//   package.json, package-lock.json          EXTERNAL at the versions of the root lockfile:
//                                            `npm ci --omit=dev` there installs the runtime
// The bundle finds these beside itself (apps/server/src/bundle-entry.ts); the variables
// WEB_DIST, ADMIN_DIST, GAMES_WEB_DIST, MIGRATIONS_DIR, GAMES_MIGRATIONS_DIR and PSP_MIGRATIONS_DIR override.
// Usage: node scripts/build-server.mjs [outDir]   (default: dist)
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist'));

/** Packages left out of the bundle: they load wasm or data files beside their own code. */
const EXTERNAL = ['@electric-sql/pglite', 'pg'];
/** Optional native helpers of `ws`, loaded in a try block when present; never installed. */
const OPTIONAL = new Set(['bufferutil', 'utf-8-validate']);

/** What the bundle reads from disk: the variable, the repository's folder, its copy in OUT. */
const COPIES = [
  { name: 'MIGRATIONS_DIR', from: 'apps/server/drizzle', to: 'migrations/server' },
  { name: 'GAMES_MIGRATIONS_DIR', from: 'apps/games/drizzle', to: 'migrations/games' },
  { name: 'PSP_MIGRATIONS_DIR', from: 'apps/psp-sandbox/drizzle', to: 'migrations/psp-sandbox' },
  { name: 'WEB_DIST', from: 'apps/web/dist', to: 'web', optional: true },
  { name: 'ADMIN_DIST', from: 'apps/admin/dist', to: 'admin', optional: true },
  { name: 'GAMES_WEB_DIST', from: 'apps/games/dist', to: 'games', optional: true },
];

fs.rmSync(OUT, { recursive: true, force: true });
const result = await esbuild.build({
  absWorkingDir: ROOT,
  entryPoints: {
    'server/main': 'apps/server/src/bundle-entry.ts',
    'server/ledger-check': 'apps/server/src/ops/ledger-check.ts',
    'server/create-owner': 'apps/server/src/bundle-create-owner.ts',
  },
  outdir: OUT,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  define: {
    KHEL_BUNDLE_PATHS: JSON.stringify(Object.fromEntries(COPIES.map((c) => [c.name, c.to]))),
  },
  // Bundled CommonJS packages call require() for Node's own modules, and some name __dirname.
  banner: {
    js: [
      "import { createRequire as __khelCreateRequire } from 'node:module';",
      "import { fileURLToPath as __khelFileURLToPath } from 'node:url';",
      'const require = __khelCreateRequire(import.meta.url);',
      'const __filename = __khelFileURLToPath(import.meta.url);',
      "const __dirname = __khelFileURLToPath(new URL('.', import.meta.url));",
    ].join('\n'),
  },
  metafile: true,
  logLevel: 'warning',
});

// Every import left outside the bundle must be installed by the runtime's package.json.
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const packageOf = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path: spec, external } of output.imports) {
    if (!external || builtins.has(spec)) continue;
    const name = packageOf(spec);
    if (!EXTERNAL.includes(name) && !OPTIONAL.has(name)) {
      throw new Error(`${spec} is outside the bundle but not in EXTERNAL: the runtime lacks it`);
    }
  }
}

for (const copy of COPIES) {
  const from = path.join(ROOT, copy.from);
  if (!fs.existsSync(from)) {
    if (copy.optional) continue;
    throw new Error(`${copy.from} is missing`);
  }
  // The generated drizzle-kit snapshots (meta/) are not migrations.
  fs.cpSync(from, path.join(OUT, copy.to), {
    recursive: true,
    filter: (source) => path.basename(source) !== 'meta',
  });
}

for (const file of Object.keys(result.metafile.outputs)) latin1Source(path.join(ROOT, file));
writeRuntimeManifests();
const bytes = fs.statSync(path.join(OUT, 'server/main.js')).size;
console.log(
  `server bundled into ${path.relative(ROOT, OUT) || '.'}/server/main.js (${(bytes / 1e6).toFixed(1)} MB); runtime: ${EXTERNAL.join(', ')}`,
);

/**
 * V8 keeps a script's source text in the heap for the life of the process (lazy compilation,
 * Function.prototype.toString): one byte a character while every character is Latin-1, two bytes
 * otherwise. esbuild escapes other characters in code (its default charset is ASCII) but prints
 * comments as written, so one '—' in a comment made the 5.5 MB bundle an 11 MB string in every
 * instance. Characters beyond Latin-1 in comment lines are written as \u escapes here (harmless in
 * a comment); one anywhere else (a regular expression or a String.raw template, which esbuild
 * leaves as written) fails the build, to be escaped in the source.
 */
function latin1Source(file) {
  const BEYOND_LATIN1 = /[\u0100-\uffff]/;
  const text = fs.readFileSync(file, 'utf8');
  if (!BEYOND_LATIN1.test(text)) return;
  const escape = (s) =>
    s.replace(/[\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  let inBlock = false;
  const lines = text.split('\n').map((line, i) => {
    const start = line.trimStart();
    const comment = inBlock || start.startsWith('//') || start.startsWith('/*');
    if (!inBlock && start.startsWith('/*')) inBlock = !line.includes('*/', line.indexOf('/*') + 2);
    else if (inBlock && line.includes('*/')) inBlock = false;
    if (!BEYOND_LATIN1.test(line)) return line;
    if (!comment) {
      throw new Error(
        `${path.relative(ROOT, file)}:${i + 1}: a character beyond Latin-1 outside a comment; write it as a \\u escape in the source`,
      );
    }
    return escape(line);
  });
  fs.writeFileSync(file, lines.join('\n'));
}

/**
 * package.json and package-lock.json of the runtime: EXTERNAL and everything they depend on,
 * entry for entry from the root lockfile (same versions, same integrity hashes), so that
 * `npm ci --omit=dev` in OUT installs exactly what the tests ran with.
 */
function writeRuntimeManifests() {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const entries = lock.packages;
  const picked = new Map();
  /** npm's lookup: node_modules of the requiring package, then of each folder above it. */
  const resolve = (from, name) => {
    let base = from;
    for (;;) {
      const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (entries[candidate]) return candidate;
      if (!base) return null;
      const cut = base.lastIndexOf('/node_modules/');
      base = cut === -1 ? '' : base.slice(0, cut);
    }
  };
  const visit = (key) => {
    if (picked.has(key)) return;
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = entries[key];
    picked.set(key, entry);
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const needed = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((n) => !optionalPeers[n]?.optional),
    ];
    for (const name of needed) {
      const found = resolve(key, name);
      if (found) visit(found);
      else if (!entry.optionalDependencies?.[name]) {
        throw new Error(`${key} needs ${name}, which the lockfile does not hold`);
      }
    }
  };
  const dependencies = {};
  for (const name of EXTERNAL) {
    const key = `node_modules/${name}`;
    if (!entries[key]) throw new Error(`${name} is not installed at the top of the lockfile`);
    dependencies[name] = entries[key].version;
    visit(key);
  }
  const manifest = {
    name: 'khel-runtime',
    version: '1.0.0',
    private: true,
    description:
      'The bundled Khel server and what it loads from node_modules (scripts/build-server.mjs)',
    type: 'module',
    engines: lock.packages['']?.engines ?? { node: '>=20.10' },
    dependencies,
  };
  const { name, version } = manifest;
  const runtimeLock = {
    name,
    version,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name, version, dependencies },
      ...Object.fromEntries([...picked].sort(([a], [b]) => a.localeCompare(b))),
    },
  };
  fs.writeFileSync(path.join(OUT, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.writeFileSync(
    path.join(OUT, 'package-lock.json'),
    `${JSON.stringify(runtimeLock, null, 2)}\n`,
  );
}
