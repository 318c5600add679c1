import QRCode from 'qrcode';

const cache = new Map<string, string>();
const MAX_CACHED = 1_000;

/**
 * A deposit address as an SVG QR code in a data URL, so the page shows it without another
 * request. Addresses change rarely, so the rendering is remembered per address.
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
