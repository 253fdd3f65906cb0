// `npm run bundle-size -w bench`: the JavaScript each demo home page loads, gzip-compressed, against a budget.
// Opens the pages in Debian's Chromium against the real server (built web app), so lazy chunks count too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startAppServer } from './lib/app-server.ts';

/** Budget for the gzip JavaScript of one home page, in KiB. */
const BUDGET_KIB = 100;
const dist = new URL('../web/dist', import.meta.url).pathname;

const app = await startAppServer({ webDist: dist });
const port = new URL(app.origin).port;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
let failed = false;
for (const store of ['cards', 'warehouse', 'agency']) {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`http://${store}.localhost:${port}/`, { waitUntil: 'networkidle' });
  let gzip = 0;
  for (const file of scripts) gzip += gzipSync(readFileSync(path.join(dist, file))).length;
  const kib = gzip / 1024;
  console.log(
    `${store.padEnd(10)} ${scripts.size} scripts, ${kib.toFixed(1)} KiB gzip (budget ${BUDGET_KIB} KiB)`,
  );
  if (kib > BUDGET_KIB) failed = true;
  await page.close();
}
await browser.close();
await app.close();
if (failed) process.exitCode = 1;
