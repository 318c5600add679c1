import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from './app';

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body as a browser's FormData sends it. */
export function formData(parts: FormPart[]) {
  const boundary = `----khel-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push('value' in part ? Buffer.from(part.value) : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The common fields as form fields, the way the app uploads (every value is text). */
export const commonFields = (overrides: Record<string, string | undefined> = {}): FormPart[] =>
  Object.entries({
    appId: '1502',
    deviceNumber: 'web-test-device',
    locale: 'en',
    appPackageName: 'com.khel.h5.1502',
    ...overrides,
  })
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ({ name, value }));

/** POSTs a multipart body to an API path and returns the parsed envelope. */
export async function postForm(app: FastifyInstance, path: string, parts: FormPart[]) {
  const { payload, headers } = formData(parts);
  const response = await app.inject({ method: 'POST', url: `/api${path}`, headers, payload });
  return { response, body: response.json() as Envelope };
}

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A real 1×1 GIF. */
export const TINY_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

/** A PNG of `size` bytes: the tiny one padded with an ancillary chunk readers skip. */
export function pngOfSize(size: number) {
  const iend = TINY_PNG.subarray(TINY_PNG.length - 12);
  const body = TINY_PNG.subarray(0, TINY_PNG.length - 12);
  const padding = size - TINY_PNG.length - 12;
  if (padding < 0) throw new Error(`a PNG cannot be smaller than ${TINY_PNG.length + 12} bytes`);
  const chunk = Buffer.alloc(12 + padding);
  chunk.writeUInt32BE(padding, 0);
  chunk.write('tEXt', 4, 'latin1');
  chunk.fill('a', 8, 8 + padding);
  // The CRC is left zero: the server checks the signature, not the chunks.
  return Buffer.concat([body, chunk, iend]);
}

/**
 * A real greyscale PNG of `width` × `height` pixels, every pixel `shade` (so two shades are two
 * different pictures): what a phone camera's photo is to the server's checks.
 */
export function pngImage(width: number, height: number, shade = 128) {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(width + 1, shade);
  row[0] = 0; // filter: none
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
