import { mkdirSync } from 'node:fs';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { announceServer, runningServer, serverFileOf } from './running-server.ts';
import { ensureSecret } from './secret-key.ts';

// `npm start` runs in production unless NODE_ENV says otherwise; `npm run dev` passes --development.
const defaultNodeEnv = process.argv.includes('--development') ? 'development' : 'production';
const config = ensureSecret(loadConfig(undefined, { defaultNodeEnv }));
if (!config.databaseUrl && !config.dataDir.startsWith('memory://'))
  mkdirSync(config.dataDir, { recursive: true });
// Only one process may open the embedded database: a second server must not (the store CLI asks this one).
const other = runningServer(config);
if (other) {
  console.error(
    `A server (pid ${other.pid}, port ${other.port}) already runs on ${config.dataDir}; ` +
      `if it does not, delete ${serverFileOf(config)}.`,
  );
  process.exit(1);
}
// Milliseconds since the process started (module loading included), for the startup line.
const phases: string[] = [];
const lap = (phase: string, since: number) => {
  phases.push(`${phase} ${Math.round(performance.now() - since)} ms`);
  return performance.now();
};
let mark = lap('loading', 0);
// The database opens (PGlite compiles its WebAssembly off the main thread) while the rest of the server loads.
const opening = openDatabase(config);
const [{ buildApp }, { migrate }, { seedDemo, progressLine }, { closeOnSignals }, { startupSummary }] =
  await Promise.all([
    import('./app.ts'),
    import('./db/migrate.ts'),
    import('./demo/seed-demo.ts'),
    import('./graceful-shutdown.ts'),
    import('./startup-summary.ts'),
  ]);
mark = lap('server modules', mark);
const handle = await opening;
mark = lap('database', mark);
const app = await buildApp({ config, db: handle.db });
mark = lap('app', mark);
for (const line of startupSummary(config)) app.log.info(line);
let forget = () => {};
app.addHook('onClose', async () => forget());
closeOnSignals(app, handle, { timeoutMs: config.shutdownTimeoutMs });
app.log.info('Migrating the database…');
await migrate(handle);
app.log.info(`Database migrated in ${Math.round(performance.now() - mark)} ms`);
mark = lap('migrations', mark);
const seeded = await seedDemo(handle.db, { onProgress: (event) => app.log.info(progressLine(event)) });
if (seeded.created) app.log.info(`Created ${seeded.tenants} demo stores`);
mark = lap('demo stores', mark);

if (config.metricsPort) {
  const [{ serveMetrics }, { readyAnswer }] = await Promise.all([
    import('./platform/metrics.ts'),
    import('./platform/health.ts'),
  ]);
  const ready = () => readyAnswer(handle.db);
  app.addHook('onClose', await serveMetrics(app.metrics.registry, config.metricsPort, ready));
}
await app.listen({ port: config.port, host: config.host });
forget = announceServer(config, config.port);
lap('listening', mark);
app.log.info(`Ready in ${Math.round(performance.now())} ms (${phases.join(', ')})`);
app.log.info(
  `Storefront on http://localhost:${config.port} — also cards.localhost, outdoor.localhost, warehouse.localhost, agency.localhost`,
);
