// `npm run import -- --tenant <slug> --format <name> [--sets sets/en.json] [--set-name "Magic 2014"]
//  [--supplier <username>] [--no-stock] <file>`: loads a card file into one store.
// Collection exports (moxfield, deckbox, archidekt, dragonshield, tcgplayer-collection, tcgplayer-seller,
// delverlens, decklist, storefront) become the stock of `--supplier`, matched to the catalogue's printings.
// `npm run import -- --tenant <slug> --rebuild-terms`: records the store's card names, type lines and oracle
// texts in tcg_terms (the search matches text there), for cards stored before tcg_terms existed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabaseAlone } from './open-alone.ts';
import { migrate } from '../db/migrate.ts';
import { tenants } from '../db/tenants.tables.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { requestContext } from '../platform/tenancy.ts';
import { suppliersOf } from '../modules/auth/index.ts';
import { importFileNow, skippedCsv } from '../modules/imports/index.ts';
import {
  cardImport,
  FORMAT_NAMES,
  importCards,
  refreshTerms,
  type FormatName,
} from '../modules/tcg/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    tenant: { type: 'string' },
    format: { type: 'string' },
    sets: { type: 'string' },
    'set-name': { type: 'string' },
    supplier: { type: 'string' },
    'no-stock': { type: 'boolean', default: false },
    'rebuild-terms': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (values['rebuild-terms']) {
  if (!values.tenant) fail('Usage: npm run import -- --tenant <slug> --rebuild-terms');
  const handle = await openDatabaseAlone(loadConfig(), 'import');
  try {
    await migrate(handle);
    const [tenant] = await handle.db.select().from(tenants).where(eq(tenants.slug, values.tenant));
    if (!tenant) fail(`No store with slug "${values.tenant}"`);
    await withTenant(handle.db, tenant.id, (tx) => refreshTerms(tx, tenant.id));
    console.log(`Recorded the search terms of ${tenant.slug}.`);
  } finally {
    await handle.close();
  }
  process.exit(0);
}

const file = positionals[0];
const format = values.format as FormatName | undefined;
// Collection and inventory exports go through the browser's importer (the same parsers, job and transaction).
const collections = cardImport.formats
  .map((f) => f.id)
  .filter((f) => !(FORMAT_NAMES as string[]).includes(f));
const allFormats = [...FORMAT_NAMES, ...collections];
if (!values.tenant || !format || !file)
  fail(`Usage: npm run import -- --tenant <slug> --format <${allFormats.join('|')}> <file>`);
if (!allFormats.includes(format)) fail(`Unknown format "${format}". Formats: ${allFormats.join(', ')}`);
if (!existsSync(file)) fail(`No such file: ${file}`);

if (collections.includes(format)) {
  const handle = await openDatabaseAlone(loadConfig(), 'import');
  try {
    await migrate(handle);
    const [tenant] = await handle.db.select().from(tenants).where(eq(tenants.slug, values.tenant));
    if (!tenant) fail(`No store with slug "${values.tenant}"`);
    const suppliers = await withTenant(handle.db, tenant.id, (tx) => suppliersOf(tx, tenant.id));
    const holder = values.supplier ? suppliers.find((s) => s.username === values.supplier) : suppliers[0];
    if (!holder) fail(`No supplier "${values.supplier ?? ''}" in ${tenant.slug}`);
    const ctx = requestContext(handle.db, tenant, { ...holder, email: '', role: 'supplier' });
    const started = Date.now();
    const job = await importFileNow(
      ctx,
      cardImport,
      { path: file, bytes: statSync(file).size, name: file },
      format,
    );
    console.log(
      `${job.status === 'done' ? 'Imported' : 'Stopped'} ${file} into ${tenant.slug} (stock of ${holder.username}) in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s: ${job.rowsRead} rows read, ${job.written} stock lines ` +
        `written, ${job.skipped} rows skipped.${job.message ? ` ${job.message}` : ''}`,
    );
    for await (const chunk of skippedCsv(ctx, job.id)) process.stdout.write(chunk);
    if (job.status !== 'done') process.exitCode = 1;
  } finally {
    await handle.close();
  }
  process.exit();
}

// Pokémon set names live beside the card files: cards/en/<set>.json → sets/en.json.
const setsFile =
  values.sets ?? path.resolve(path.dirname(file), '../../sets', path.basename(path.dirname(file)) + '.json');
const setsText = format === 'pokemon' && existsSync(setsFile) ? readFileSync(setsFile, 'utf8') : undefined;

function progress(done: number, total: number) {
  const width = 30;
  const filled = Math.round((done / Math.max(total, 1)) * width);
  process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} cards`);
  if (done === total) process.stderr.write('\n');
}

const handle = await openDatabaseAlone(loadConfig(), 'import');
try {
  await migrate(handle);
  const [tenant] = await handle.db.select().from(tenants).where(eq(tenants.slug, values.tenant));
  if (!tenant) fail(`No store with slug "${values.tenant}"`);
  const started = Date.now();
  const summary = await importCards(
    handle.db,
    tenant,
    format,
    { text: readFileSync(file, 'utf8'), fileName: file, setsText, setName: values['set-name'] },
    { stock: values['no-stock'] ? 'none' : 'demo', supplier: values.supplier, onProgress: progress },
  );
  console.log(
    `Imported ${summary.parsed} cards into ${tenant.slug} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${summary.created} created, ${summary.updated} updated, ${summary.skipped.length} skipped.`,
  );
  for (const s of summary.skipped)
    console.log(`  skipped ${s.at} ${s.name ? `"${s.name}" ` : ''}— ${s.reason}`);
} catch (error) {
  console.error(`Import failed, nothing was changed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
