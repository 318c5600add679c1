// Draws the installable app's PNG icons (docs/architecture.md §7) from the logo of
// apps/web/public/favicon.svg in headless Chromium. Run once when the logo changes; the PNGs are
// committed. usage: node scripts/make-app-icons.mjs
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ICONS = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const logo = await fs.readFile(path.join(ICONS, '../favicon.svg'), 'utf8');
// The same logo on a full square: maskable icons and Apple's touch icon are cut by the system
// (the glyph sits inside the maskable safe circle, 40% of the width around the centre).
const square = logo.replace(/ rx="[^"]*"/, '');

const ICON_FILES = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-512.png', size: 512, svg: square },
  { file: 'apple-touch-icon.png', size: 180, svg: square },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
for (const { file, size, svg } of ICON_FILES) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<body style="margin:0">${sized}</body>`);
  await page.screenshot({ path: path.join(ICONS, file), omitBackground: true });
  await page.close();
  console.log(`wrote ${file} (${size}×${size})`);
}
await browser.close();
