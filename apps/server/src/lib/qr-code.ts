import QRCode from 'qrcode';

const cache = new Map<string, string>();
const MAX_CACHED = 1_000;

/**
 * Text (a deposit address, an invitation link) as an SVG QR code in a data URL, so the page shows it without another
 * request. Such text changes rarely, so the rendering is remembered per text.
 */
export async function renderQrCode(text: string): Promise<string> {
  const known = cache.get(text);
  if (known) return known;
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(text, dataUrl);
  return dataUrl;
}
