// Developer aid: `tsx e2e/scripts/screenshot.ts <url> <out.png> [width]` — a full-page screenshot in Debian's Chromium.
import { chromium } from '@playwright/test';

const [url, out, width = '1280'] = process.argv.slice(2);
if (!url || !out) throw new Error('usage: screenshot.ts <url> <out.png> [width]');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
page.on('pageerror', (e) => console.error('pageerror:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
