import { expect, it } from 'vitest';
import { formatReport, runFuzz } from './fuzz-run.ts';

// The short form of `npm run fuzz`: a fixed seed so CI replays the same requests (store routes, uploads in
// every format with their jobs, the platform host, slow socket bodies); FUZZ_SEED and FUZZ_CI_REQUESTS vary it.
const seed = Number(process.env.FUZZ_SEED ?? 20261122);
const requests = Number(process.env.FUZZ_CI_REQUESTS ?? 1500);

it(`answers ${requests} hostile requests without a 5xx, a slow answer, a stalled store or a write on rejected input`, async () => {
  const report = await runFuzz({ requests, seed });
  const lines = formatReport(report);
  console.log(lines.join('\n'));
  expect(report.generated).toBe(requests);
  expect(report.byFamily.uploads).toBeGreaterThan(0);
  expect(report.byFamily.platform).toBeGreaterThan(0);
  expect(report.problems.map((p) => `${p.status} ${p.problem}: ${p.request}`)).toEqual([]);
}, 600_000);
