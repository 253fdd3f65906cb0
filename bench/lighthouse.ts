// `npm run lighthouse -w bench`: Lighthouse mobile performance of the cards store's home, product list,
// product page and TCG search, against the real server (built web app) in Debian's Chromium.
// Each page runs RUNS times (LIGHTHOUSE_RUNS, default 3) and the median score is kept: on a shared machine
// single runs are noisy (CPU contention lowers TBT/LCP). Fails when a median is below TARGET.
// LIGHTHOUSE_ORIGIN=http://cards.localhost:PORT measures a server already running (e.g. two builds side by
// side); LIGHTHOUSE_REPORTS=<dir> keeps each run's JSON report (main-thread breakdown, bootup time).
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startAppServer } from './lib/app-server.ts';

const TARGET = 95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const STORE = 'cards';
const dist = new URL('../web/dist', import.meta.url).pathname;

const reports = process.env.LIGHTHOUSE_REPORTS;
if (reports) mkdirSync(reports, { recursive: true });
const app = process.env.LIGHTHOUSE_ORIGIN ? null : await startAppServer({ webDist: dist });
const origin = process.env.LIGHTHOUSE_ORIGIN ?? `http://${STORE}.localhost:${new URL(app!.origin).port}`;
const listing = (await (
  await fetch(`http://127.0.0.1:${new URL(origin).port}/api/ecommerce/products/?page_size=1`, {
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
let benchmarkIndex = 0;
try {
  for (const [name, pagePath] of pages) {
    const scores: number[] = [];
    const details: string[] = [];
    // A run Lighthouse itself reports as broken (e.g. NO_NAVSTART on a loaded machine) is retried, not scored 0.
    for (let attempt = 0; scores.length < RUNS && attempt < RUNS + 3; attempt++) {
      const result = await lighthouse(`${origin}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result!.lhr;
      if (reports) {
        const file = `${name.replace(/ /g, '-')}-${Date.now()}.json`;
        writeFileSync(`${reports}/${file}`, JSON.stringify(lhr));
      }
      if (lhr.runtimeError) {
        console.warn(`${name}: ${lhr.runtimeError.code}, run again`);
        continue;
      }
      benchmarkIndex = lhr.environment.benchmarkIndex;
      scores.push(Math.round((lhr.categories.performance!.score ?? 0) * 100));
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      details.push(
        `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
          `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      );
    }
    if (scores.length === 0) throw new Error(`Lighthouse could not measure the ${name}`);
    const score = median(scores);
    const mid = details[scores.indexOf(score)];
    console.log(
      `${name.padEnd(13)} ${String(score).padStart(3)} (runs ${scores.join(', ')}; target ${TARGET}) ${mid}`,
    );
    if (score < TARGET) failed = true;
  }
  // Lighthouse's own CPU gauge: ~1000+ on a typical laptop; mobile throttling slows this machine 4× further.
  console.log(
    `Chromium benchmarkIndex ${Math.round(benchmarkIndex)} (below 1000: CPU-bound metrics read low)`,
  );
} finally {
  chrome.kill();
  await app?.close();
}
if (failed) process.exitCode = 1;
