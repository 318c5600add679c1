/**
 * How `npm start` starts the server, read from the root package.json's start script
 * (`npm run build && NAME=value … node --flag … dist/server/main.js`): the environment it sets and
 * the node flags it passes, which bound an instance's memory (docs/architecture.md §1, "An
 * instance's memory"). The benches start their servers with both, and the production-install
 * test checks the Dockerfile's `ENV` and `CMD` repeat them.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface StartCommand {
  env: Record<string, string>;
  nodeFlags: string[];
}

const START = / ((?:[A-Z_]+=\S+ )*)node ((?:--\S+ )*)dist\/server\/main\.js/;

export function startCommand(root = process.cwd()): StartCommand {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const match = START.exec(manifest.scripts.start);
  if (!match) throw new Error('package.json: no start `[NAME=value …] node … dist/server/main.js`');
  const words = (text: string | undefined) => (text ?? '').split(' ').filter(Boolean);
  const env = Object.fromEntries(
    words(match[1]).map((assignment) => {
      const at = assignment.indexOf('=');
      return [assignment.slice(0, at), assignment.slice(at + 1)];
    }),
  );
  return { env, nodeFlags: words(match[2]) };
}
