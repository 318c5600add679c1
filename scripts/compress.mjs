// Writes .br and .gz beside every text asset of the build, so the server sends them
// pre-compressed (players on slow networks download a fraction of the bytes).
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;

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
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  await fs.writeFile(
    `${file}.br`,
    zlib.brotliCompressSync(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }),
  );
  count += 1;
}
console.log(`compressed ${count} files in ${dir}`);
