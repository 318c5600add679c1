import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const WEB_INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
export const WEB_ASSET = 'assets/index-abc123.js';

/**
 * A small stand-in for the built player app (apps/web/dist): index.html and one hashed asset,
 * each with the .gz and .br the build writes beside it. Removed when the process exits.
 */
export function createWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [name, content] of [
    ['index.html', WEB_INDEX],
    [WEB_ASSET, 'console.log("khel");'],
  ] as const) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.gz`, gzipSync(content));
    fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
  }
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
