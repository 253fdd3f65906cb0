import { mkdirSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { startupSummary } from './startup-summary.ts';

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
const handle = await openDatabase(config);
const app = await buildApp({ config, db: handle.db });
for (const line of startupSummary(config)) app.log.info(line);
await migrate(handle);
const seeded = await seedDemo(handle.db);
if (seeded.created) app.log.info(`Created ${seeded.tenants} demo stores`);

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Storefront on http://localhost:${config.port} — also cards.localhost, outdoor.localhost, warehouse.localhost, agency.localhost`,
);
