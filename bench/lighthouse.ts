// `npm run lighthouse -w bench`: Lighthouse mobile performance of the cards store's home, product list,
// product page and TCG search, against the real server (built web app) in Debian's Chromium.
// Each page runs RUNS times (LIGHTHOUSE_RUNS, default 3) and the median score is kept: on a shared machine
// single runs are noisy (CPU contention lowers TBT/LCP). Fails when a median is below TARGET.
// LIGHTHOUSE_ORIGIN=http://cards.localhost:PORT measures a server already running; several, comma-separated
// (e.g. two builds side by side), are measured in turn run by run, so each sees the same machine load.
// LIGHTHOUSE_REPORTS=<dir> keeps each run's JSON report (main-thread breakdown, bootup time).
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
const origins = process.env.LIGHTHOUSE_ORIGIN?.split(',') ?? [
  `http://${STORE}.localhost:${new URL(app!.origin).port}`,
];
const listing = (await (
  await fetch(`http://127.0.0.1:${new URL(origins[0]!).port}/api/ecommerce/products/?page_size=1`, {
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

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

/** One Lighthouse run; null when Lighthouse itself reports the run broken (e.g. NO_NAVSTART on a loaded machine). */
async function measure(name: string, url: string): Promise<Run | null> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result!.lhr;
  if (reports) {
    const file = `${name.replace(/ /g, '-')}-${new URL(url).port}-${Date.now()}.json`;
    writeFileSync(`${reports}/${file}`, JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    console.warn(`${name}: ${lhr.runtimeError.code}, run again`);
    return null;
  }
  benchmarkIndex = lhr.environment.benchmarkIndex;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
let failed = false;
let benchmarkIndex = 0;
try {
  for (const [name, pagePath] of pages) {
    const runs = origins.map((): Run[] => []);
    // A broken run is retried, not scored 0.
    for (let attempt = 0; runs.some((r) => r.length < RUNS) && attempt < RUNS + 3; attempt++) {
      for (const [i, origin] of origins.entries()) {
        if (runs[i]!.length >= RUNS) continue;
        const run = await measure(name, `${origin}${pagePath}`);
        if (run) runs[i]!.push(run);
      }
    }
    for (const [i, origin] of origins.entries()) {
      const done = runs[i]!;
      if (done.length === 0) throw new Error(`Lighthouse could not measure the ${name} at ${origin}`);
      const score = median(done.map((r) => r.score));
      const of = (key: keyof Run) => median(done.map((r) => r[key]));
      const label = origins.length > 1 ? `${name} ${new URL(origin).port}` : name;
      console.log(
        `${label.padEnd(origins.length > 1 ? 18 : 13)} ${String(score).padStart(3)} ` +
          `(runs ${done.map((r) => r.score).join(', ')}; target ${TARGET}) medians: FCP ${seconds(of('fcp'))}, ` +
          `LCP ${seconds(of('lcp'))}, TBT ${Math.round(of('tbt'))} ms, CLS ${of('cls').toFixed(3)}`,
      );
      if (score < TARGET) failed = true;
    }
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
