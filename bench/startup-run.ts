// `npm run bench:startup -w bench`: how long the production server takes from its launch to answering
// /api/health/ on an existing data directory, compiled (`npm start`: node server/dist/main.js) beside the
// TypeScript sources run through tsx (as `npm start` did before), in alternation, BENCH_ROUNDS times
// (default 3). The first launch fills BENCH_DATA_DIR (default data/startup) with the demo stores.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'data/startup');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 8246);
/** issue 13: the production server starts in at most 3 s on an existing data directory. */
const TARGET_MS = 3000;

const launches = {
  compiled: ['--enable-source-maps', 'server/dist/main.js'],
  tsx: ['--import', 'tsx', 'server/src/main.ts'],
};

/** Launches the server, waits for /api/health/, stops it with SIGTERM; answers ms to ready and its own line. */
async function launch(args: string[]) {
  const started = performance.now();
  const child = spawn('node', args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${log}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = Math.round(performance.now() - started);
  child.kill('SIGTERM');
  await exited;
  return { ms, phases: /Ready in [^"]*/.exec(log)?.[0] ?? '' };
}

execFileSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
mkdirSync(dataDir, { recursive: true });
const first = await launch(launches.compiled);
console.log(`first launch (migrations and demo stores if the directory was new): ${first.ms} ms`);

const times: Record<keyof typeof launches, number[]> = { compiled: [], tsx: [] };
for (let i = 0; i < rounds; i++) {
  for (const kind of ['compiled', 'tsx'] as const) {
    const run = await launch(launches[kind]);
    times[kind].push(run.ms);
    console.log(`${kind}: ${run.ms} ms to /api/health/ (${run.phases})`);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const compiled = median(times.compiled);
const tsx = median(times.tsx);
console.table([
  { server: 'tsx server/src/main.ts (before)', 'median ms': tsx, runs: times.tsx.join(', ') },
  {
    server: 'node server/dist/main.js (npm start)',
    'median ms': compiled,
    runs: times.compiled.join(', '),
    'vs tsx': `${(compiled / tsx).toFixed(2)}×`,
    target: `${compiled <= TARGET_MS ? 'holds' : 'MISSED'} (≤ ${TARGET_MS} ms)`,
  },
]);
