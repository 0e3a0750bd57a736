// `npm run icons`: renders the owner's monogram to the PNG icons of the web app manifest, with Chromium.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { loadPortfolioFile } from '../content/load.ts';
import { faviconSvg } from './siteHtmlPlugin.ts';

const { site } = loadPortfolioFile();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const svg = faviconSvg(site.initials);
for (const [size, maskable] of [
  [192, false],
  [512, false],
  [512, true],
] as const) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  // Maskable icons keep the mark inside the central 80 % safe zone.
  const inner = maskable ? Math.round(size * 0.7) : size;
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:#090b14">
      <img src="data:image/svg+xml,${encodeURIComponent(svg)}" width="${inner}" height="${inner}"></body>`,
  );
  const file = `public/icons/icon-${size}${maskable ? '-maskable' : ''}.png`;
  writeFileSync(file, await page.screenshot({ omitBackground: false }));
  console.log(`wrote ${file}`);
  await page.close();
}
await browser.close();
