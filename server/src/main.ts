import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { announceServer, runningServer, serverFileOf } from './running-server.ts';
import { ensureSecret } from './secret-key.ts';
import { startupSummary } from './startup-summary.ts';

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
const handle = await openDatabase(config);
const app = await buildApp({ config, db: handle.db });
for (const line of startupSummary(config)) app.log.info(line);
await migrate(handle);
const seeded = await seedDemo(handle.db);
if (seeded.created) app.log.info(`Created ${seeded.tenants} demo stores`);

let forget = () => {};
const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  forget();
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
forget = announceServer(config, config.port);
app.log.info(
  `Storefront on http://localhost:${config.port} — also cards.localhost, outdoor.localhost, warehouse.localhost, agency.localhost`,
);
