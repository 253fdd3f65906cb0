// `npm run lighthouse -w bench`: Lighthouse mobile performance of the cards store's home, product list,
// product page and TCG search, against the real server (built web app) in Debian's Chromium.
// Each page runs RUNS times (LIGHTHOUSE_RUNS, default 3) and the median score is kept: on a shared machine
// single runs are noisy (CPU contention lowers TBT/LCP). Fails when a median is below TARGET.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startAppServer } from './lib/app-server.ts';

const TARGET = 95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const STORE = 'cards';
const dist = new URL('../web/dist', import.meta.url).pathname;

const app = await startAppServer({ webDist: dist });
const origin = `http://${STORE}.localhost:${new URL(app.origin).port}`;
const listing = (await (
  await fetch(`${app.origin}/api/ecommerce/products/?page_size=1`, {
    headers: { host: `${STORE}.localhost` },
  })
).json()) as { results: { slug: string }[] };
const slug = listing.results[0]?.slug;
if (!slug) throw new Error(`The ${STORE} store has no product to open`);

const pages: [string, string][] = [
  ['home', '/'],
  ['product list', '/products'],
  ['product page', `/products/${slug}`],
  ['TCG search', '/tcg/search'],
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
let failed = false;
try {
  for (const [name, pagePath] of pages) {
    const scores: number[] = [];
    const details: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${origin}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result!.lhr;
      scores.push(Math.round((lhr.categories.performance!.score ?? 0) * 100));
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      details.push(
        `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
          `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      );
    }
    const score = median(scores);
    const mid = details[scores.indexOf(score)];
    console.log(
      `${name.padEnd(13)} ${String(score).padStart(3)} (runs ${scores.join(', ')}; target ${TARGET}) ${mid}`,
    );
    if (score < TARGET) failed = true;
  }
} finally {
  chrome.kill();
  await app.close();
}
if (failed) process.exitCode = 1;
