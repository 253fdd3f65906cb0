import { expect, it } from 'vitest';
import { formatReport, runFuzz } from './fuzz-run.ts';

// The short form of `npm run fuzz` (bench/fuzz.ts): a fixed seed so CI replays the same requests;
// FUZZ_SEED and FUZZ_CI_REQUESTS vary it.
const seed = Number(process.env.FUZZ_SEED ?? 20261122);
const requests = Number(process.env.FUZZ_CI_REQUESTS ?? 1500);

it(`answers ${requests} hostile requests without a 5xx, a slow answer or a write on rejected input`, async () => {
  const report = await runFuzz({ requests, seed });
  const lines = formatReport(report);
  console.log(lines.join('\n'));
  expect(report.requests).toBe(requests);
  expect(report.problems.map((p) => `${p.status} ${p.problem}: ${p.request}`)).toEqual([]);
}, 600_000);
