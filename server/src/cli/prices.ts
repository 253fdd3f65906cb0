// `npm run prices -- import <file> --store <slug> [--format scryfall|mtgjson|pokemon] [--day YYYY-MM-DD]`:
// streams a price file (Scryfall card objects, MTGJSON AllPrices/AllPricesToday, pokemontcg.io cards) into
// one store's price history, then re-applies its pricing rules if the store asks for that.
import { createReadStream, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabaseAlone } from './open-alone.ts';
import { migrate } from '../db/migrate.ts';
import { tenants } from '../db/tenants.tables.ts';
import { requestContext } from '../platform/tenancy.ts';
import { importPrices, PRICE_FORMATS, type PriceFormat } from '../modules/pricing/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { store: { type: 'string' }, format: { type: 'string' }, day: { type: 'string' } },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, file] = positionals;
const format = values.format as PriceFormat | undefined;
if (command !== 'import' || !file || !values.store)
  fail(
    `Usage: npm run prices -- import <file> --store <slug> [--format <${PRICE_FORMATS.join('|')}>] [--day YYYY-MM-DD]`,
  );
if (format && !PRICE_FORMATS.includes(format))
  fail(`Unknown format "${format}". Formats: ${PRICE_FORMATS.join(', ')}`);
if (values.day && !/^\d{4}-\d{2}-\d{2}$/.test(values.day)) fail('--day must look like 2026-11-22');
if (!existsSync(file)) fail(`No such file: ${file}`);

const handle = await openDatabaseAlone(loadConfig(), 'prices');
try {
  await migrate(handle);
  const [tenant] = await handle.db.select().from(tenants).where(eq(tenants.slug, values.store));
  if (!tenant) fail(`No store with slug "${values.store}"`);
  const started = Date.now();
  const summary = await importPrices(requestContext(handle.db, tenant), createReadStream(file), {
    format,
    today: values.day,
    onProgress: (records) => process.stderr.write(`\r${records} records read`),
  });
  process.stderr.write('\n');
  console.log(
    `Imported ${summary.format} prices into ${tenant.slug} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${summary.records} records, ${summary.stored} prices stored for ${summary.cards} cards, ` +
      `${summary.unmatched} printings not in the store.`,
  );
  for (const name of summary.unmatched_examples) console.log(`  not in the store: ${name}`);
  if (summary.applied) console.log(`Pricing rules re-applied: ${summary.applied.changed} prices changed.`);
} catch (error) {
  console.error(`Price import failed, nothing was changed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
