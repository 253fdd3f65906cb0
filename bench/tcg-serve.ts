// `BENCH_DATABASE_URL=… npx tsx bench/tcg-serve.ts [port] [profile.cpuprofile]`: the production app on its
// own, card index loaded, for profiling the TCG search with a load generator in another process
// (`npx autocannon -c 50 -H host=cards.localhost …`). With a file name, the CPU profile of everything after
// the index load (the requests alone) is written there on SIGTERM.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { sql } from 'drizzle-orm';
import { loadCardIndex, queryRows, requestContext, type TenantRow } from '@storefront/server';
import { startAppServer } from './lib/app-server.ts';

const app = await startAppServer({ port: Number(process.argv[2] ?? 8241) });
const [cards] = await queryRows<TenantRow>(app.handle.db, sql`select * from tenants where slug = 'cards'`);
const started = Date.now();
if (cards) await loadCardIndex(app.app.cardIndexes, requestContext(app.handle.db, cards));
console.log(`ready on ${app.origin}; card index loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const profileFile = process.argv[3];
const session = new Session();
if (profileFile) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const stop = async () => {
  if (profileFile) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
  }
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
