import { mkdirSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';

/** Without SECRET_KEY, keep a generated one beside the embedded database so sessions survive restarts. */
function ensureSecret(config: Config): Config {
  if (!config.secretKeyGenerated || config.databaseUrl || config.dataDir.startsWith('memory://'))
    return config;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, '.secret-key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return { ...config, secretKey: readFileSync(file, 'utf8').trim(), secretKeyGenerated: false };
}

// `npm start` runs in production unless NODE_ENV says otherwise; `npm run dev` passes --development.
const defaultNodeEnv = process.argv.includes('--development') ? 'development' : 'production';
const config = ensureSecret(loadConfig(undefined, { defaultNodeEnv }));
if (!config.databaseUrl && !config.dataDir.startsWith('memory://'))
  mkdirSync(config.dataDir, { recursive: true });
// Milliseconds since the process started (module loading included), for the startup line.
const phases: string[] = [];
const lap = (phase: string, since: number) => {
  phases.push(`${phase} ${Math.round(performance.now() - since)} ms`);
  return performance.now();
};
let mark = lap('loading', 0);
// The database opens (PGlite compiles its WebAssembly off the main thread) while the rest of the server loads.
const opening = openDatabase(config);
const [{ buildApp }, { migrate }, { seedDemo }, { closeOnSignals }, { startupSummary }] = await Promise.all([
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
closeOnSignals(app, handle, { timeoutMs: config.shutdownTimeoutMs });
await migrate(handle);
mark = lap('migrations', mark);
const seeded = await seedDemo(handle.db);
if (seeded.created) app.log.info(`Created ${seeded.tenants} demo stores`);
mark = lap('demo stores', mark);

await app.listen({ port: config.port, host: config.host });
lap('listening', mark);
app.log.info(`Ready in ${Math.round(performance.now())} ms (${phases.join(', ')})`);
app.log.info(
  `Storefront on http://localhost:${config.port} — also cards.localhost, outdoor.localhost, warehouse.localhost, agency.localhost`,
);
