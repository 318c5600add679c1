// Writes .br and .gz beside every text asset of the build, so the server sends them
// pre-compressed (players on slow networks download a fraction of the bytes). The .gz of a file
// of 4 KB or more is made by Zopfli: a gzip stream every browser reads as any other, 2–5 % smaller
// than zlib's level 9 (a search too slow for every request, not for a build); below that the few
// bytes it saves are not worth its ~75 ms a file. Browsers that take Brotli get the smaller .br.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const dir = process.argv[2] ?? 'dist';
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;
const ZOPFLI_FROM = 4096;

async function* walk(folder) {
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let count = 0;
for await (const file of walk(dir)) {
  if (!TEXT.test(file)) continue;
  const data = await fs.readFile(file);
  const gzip =
    data.length >= ZOPFLI_FROM
      ? await gzipAsync(data, { numiterations: 15 })
      : zlib.gzipSync(data, { level: 9 });
  // Zopfli is a second encoder: the build stops rather than ship a stream that reads back wrong.
  if (!zlib.gunzipSync(gzip).equals(data)) throw new Error(`${file}: its .gz does not read back`);
  await fs.writeFile(`${file}.gz`, gzip);
  await fs.writeFile(
    `${file}.br`,
    zlib.brotliCompressSync(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }),
  );
  count += 1;
}
console.log(`compressed ${count} files in ${dir}`);
