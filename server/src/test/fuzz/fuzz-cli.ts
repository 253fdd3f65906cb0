// `npm run fuzz`: FUZZ_REQUESTS (default 10,000) generated hostile requests (store routes, uploads in every
// format and their jobs, the platform host) against the real app on an in-memory PGlite with the demo stores,
// then slow (FUZZ_SLOW_PAUSE_MS between pieces, default 2,000), abandoned and oversize bodies over a socket;
// FUZZ_SEED replays a run. Exits 1 on any 5xx, slow answer, stall of another store or rejected write that
// changed data.
import { formatReport, runFuzz } from './fuzz-run.ts';

const requests = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const slowPauseMs = Number(process.env.FUZZ_SLOW_PAUSE_MS ?? 2000);
console.log(`fuzz: ${requests} requests, seed ${seed} (replay with FUZZ_SEED=${seed})`);
const started = Date.now();
const report = await runFuzz({
  requests,
  seed,
  slowPauseMs,
  oversize: true,
  log: (line) => console.log(line),
});
for (const line of formatReport(report)) console.log(line);
console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(report.problems.length ? 1 : 0);
