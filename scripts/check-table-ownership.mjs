#!/usr/bin/env node
// Table ownership (DESIGN.md, Ownership): a server module owns the tables declared in its `*.tables.ts`,
// and only its own files write them. Other modules see those tables only to declare foreign keys, through
// the module's `tables.ts` face, imported from their own `*.tables.ts`; the few reads that must join another
// module's tables in SQL are listed below (READ_FACES) and may still not write them. A module's `index.ts`
// hands out functions and types, never tables. Tables declared under server/src/db/ and server/src/platform/
// have one owner each too (OUTSIDE_OWNERS: a module or one file), and only it writes them. Before checking the
// tree, the check runs on seeded breaches and fails if it misses one. Fails (exit 1) listing every breach.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = join(root, 'server/src/modules');
// bench/ and e2e/ reach the server through its entry points (composition), not module by module.
const SCANNED = ['server/src'];
const SKIPPED = new Set(['node_modules', 'migrations', 'dist', 'test-results', 'playwright-report']);

/**
 * Tests that still write another module's tables to set up a state no endpoint or owner function makes.
 * Each entry: file → why. Keep it short; prefer the owning module's functions.
 */
const TEST_EXCEPTIONS = {
  'server/src/store-index-metrics.test.ts':
    'inserts three cards in one statement and writes a price behind the API: the loads and deltas on /metrics of both store-index families are its subject',
  'server/src/modules/catalog/product-cards.test.ts':
    'reorders images, renames a type and a supplier and deactivates a variant in SQL: the card triggers, which follow any writer, are its subject',
  'server/src/modules/catalog-read/product-list-index.test.ts':
    'inserts 400 products with ties in every order, and changes stock behind the API (no version announced) to prove the list index refreshes it after its maximum age',
  'server/src/modules/catalog-read/product-search-index.test.ts':
    "inserts 1,400 products whose words repeat with different weights: the read model's (catalog's tables) search subject",
  'server/src/modules/catalog-read/product-search-index-limits.test.ts':
    'inserts stores of 30 to 50 products around the index limits under test',
  'server/src/modules/catalog-read/product-suggestion-index.test.ts':
    'inserts 400 products whose names share words, with equal sales (the tie-breaks under test)',
  'server/src/modules/catalog-read/store-index-deltas.test.ts':
    'inserts 1,200 products for a pricing run of 1,000 prices, and adds and deletes products in SQL (announced) to prove the change log follows any writer',
  'server/src/modules/catalog-read/search-words.test.ts':
    "renames and reprices products in SQL to prove the correction dictionary follows any writer of catalog's tables",
  'server/src/modules/checkout/checkout.test.ts':
    "empties one supplier's stock row behind checkout's back to race a cart that still shows it",
  'server/src/modules/checkout/charge-after-order.test.ts':
    'empties every cart and order between tests (a reset with the owner connection, not a state)',
  'server/src/modules/checkout/checkout-money.test.ts':
    'empties every cart, order and credit ledger between tests (a reset with the owner connection, not a state)',
  'server/src/modules/checkout/variant-lines.test.ts':
    'empties every cart and order between tests (a reset with the owner connection, not a state)',
  'server/src/modules/dashboard/order-mail.test.ts':
    'gives one order a local pickup shipping method, which no demo store offers, to ship it without tracking',
  'server/src/modules/dashboard/manage-categories.test.ts':
    'hangs a child category and a product under a category, then reads them back after the delete',
  'server/src/modules/store-credit/store-credit.test.ts':
    'empties every cart and order between tests (a reset with the owner connection, not a state)',
  'server/src/modules/tcg/card-index/card-index.test.ts':
    'sells out, restocks, reprices, renames and deletes cards behind the search to prove its index follows any writer',
  'server/src/modules/tcg/card-index/card-changes.test.ts':
    'writes the rows the change-log triggers sit on (a product, a variant, stock rows) in SQL: the triggers are its subject',
  'server/src/read-replicas.postgres.test.ts':
    'renames a product on the primary without announcing it, so only where a read goes decides what it sees',
  'server/src/platform/routed-path.test.ts':
    "closes a store again (opened_at null), which no tenant function does, to see its routes answer 'Opening soon'",
  'server/src/platform/typed-doors.test.ts':
    'its misuse lines write the tenants table to prove they do not compile; they never run',
  'server/src/modules/tcg/tcg.test.ts':
    "deactivates and edits products behind the importer's back to prove its copies in tcg_cards follow",
};

/**
 * Files that read another module's tables in SQL joins through its `tables.ts` face (one query instead of
 * a round trip per module, or a filter the owner has no function for). They may not write those tables.
 */
const READ_FACES = {
  'server/src/modules/account/wishlist.service.ts':
    'catalog: a wishlist lists its products with their first image in one join',
  'server/src/modules/cart/cart.queries.ts':
    "catalog: cart lines are priced from their product or variant in one join (inventory's stock by subquery)",
  'server/src/modules/dashboard/dashboard.service.ts':
    "auth, catalog, orders: the dashboards' figures are aggregates over orders, their lines and products",
  'server/src/modules/dashboard/manage-orders.service.ts':
    "auth, catalog, orders: order management filters orders to a supplier's products and names the buyer",
  'server/src/modules/dashboard/manage-products.service.ts':
    'catalog: product management pages, searches and locks products with the manager filter',
  'server/src/modules/dashboard/product-access.ts':
    'auth, catalog: which products a manager may touch (locked FOR UPDATE), with variants, images, sellers',
  'server/src/modules/dashboard/manage-categories.service.ts':
    "catalog: category management checks the tree and slugs before calling catalog's writes",
  'server/src/modules/dashboard/manage-users.service.ts':
    'auth: user management pages and searches the accounts with their order counts',
  'server/src/modules/wantlists/wantlist-matching.ts':
    'catalog, tcg, inventory: a wanted card is matched to active variants in stock (name, set, condition, finish, language, price) in one read',
  'server/src/modules/wantlists/wantlist-alerts.ts':
    "catalog, tcg: an alert digest names each offer's card, set, variant and page in one read",
  'server/src/modules/wantlists/wantlist-demand.service.ts':
    "catalog: the wanted cards' units in stock, by name, beside the demand",
  'server/src/modules/checkout/test-support.routes.ts':
    'catalog: the test-only product list (NODE_ENV=test), to go with the test-only sign-in',
};

/**
 * The owner of each table declared outside the modules (`server/src/db/`, `server/src/platform/`): a module
 * (by name) or the one file (by path) that writes it. A table declared there with no owner here is a breach.
 */
const OUTSIDE_OWNERS = {
  tenants: 'tenant',
  audit_log: 'server/src/platform/audit.ts',
  mail_outbox: 'server/src/platform/mail.ts',
  rate_limit_counters: 'server/src/platform/shared-counters.ts',
};
const OUTSIDE_DIRS = ['server/src/db', 'server/src/platform'];

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    SKIPPED.has(d.name)
      ? []
      : d.isDirectory()
        ? walk(join(dir, d.name))
        : /\.(ts|tsx|mjs)$/.test(d.name)
          ? [join(dir, d.name)]
          : [],
  );

const rel = (file) => relative(root, file).split(sep).join('/');
const moduleOf = (file) => {
  const r = relative(modulesDir, file);
  return r.startsWith('..') ? null : r.split(sep)[0];
};
const isTablesFile = (file) => /\.tables\.ts$/.test(file) || file.endsWith(`${sep}tables.ts`);

const declared = (text) =>
  [...text.matchAll(/export const (\w+) = \w+\(\s*'(\w+)'/g)].map(([, js, sqlName]) => ({
    js,
    sql: sqlName,
  }));

// module → { js table names, sql table names }
const owners = new Map();
for (const name of readdirSync(modulesDir)) {
  const tables = { js: new Set(), sql: new Set() };
  for (const file of walk(join(modulesDir, name)).filter((f) => /\.tables\.ts$/.test(f)))
    for (const t of declared(readFileSync(file, 'utf8'))) {
      tables.js.add(t.js);
      tables.sql.add(t.sql);
    }
  owners.set(name, tables);
}

// The tables declared under db/ and platform/: { js, sql, owner, declaredIn }.
const outside = OUTSIDE_DIRS.flatMap((dir) =>
  walk(join(root, dir))
    .filter((f) => /\.tables\.ts$/.test(f))
    .flatMap((file) =>
      declared(readFileSync(file, 'utf8')).map((t) => ({
        ...t,
        owner: OUTSIDE_OWNERS[t.sql],
        declaredIn: file,
      })),
    ),
);

const importsOf = (text) =>
  [...text.matchAll(/(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'(\.{1,2}\/[^']+)'/g)].map((m) => ({
    typeOnly: Boolean(m[1]),
    names: [...(m[2] ?? '').matchAll(/(?:type\s+)?(\w+)(?:\s+as\s+(\w+))?/g)]
      .filter((n) => !n[0].startsWith('type '))
      .map((n) => ({ imported: n[1], local: n[2] ?? n[1] })),
    spec: m[3],
  }));

const writesObject = (text, local) => new RegExp(`\\.(insert|update|delete)\\(\\s*${local}\\b`).test(text);
const writesSql = (text, table) =>
  new RegExp(
    `\\b(insert\\s+into\\s+${table}\\b|update\\s+${table}\\s+set\\b|delete\\s+from\\s+${table}\\b)`,
    'i',
  ).test(text);
/** Whether `file` belongs to `owner`: a module's files, or the one file named. */
const ownedBy = (owner, file) => (owner.includes('/') ? rel(file) === owner : moduleOf(file) === owner);

/** Every breach in `files` ({ file: absolute path, text }). */
function breaches(files) {
  const problems = [];
  for (const t of outside)
    if (!t.owner) problems.push(`${rel(t.declaredIn)}: table ${t.sql} has no owner in OUTSIDE_OWNERS`);
  for (const { file, text } of files) {
    const here = moduleOf(file);
    const exception = TEST_EXCEPTIONS[rel(file)];
    for (const imp of importsOf(text)) {
      const target = resolve(dirname(file), imp.spec);
      // Writes through imported objects of a table declared under db/ or platform/.
      for (const { local, imported } of imp.names) {
        const table = outside.find((t) => t.js === imported && t.declaredIn === target);
        if (table?.owner && !ownedBy(table.owner, file) && !exception && writesObject(text, local))
          problems.push(
            `${rel(file)}: writes ${table.owner}'s table ${table.sql}; call its function instead`,
          );
      }
      const there = moduleOf(target);
      if (!there) continue;
      // A module's index.ts hands out no table.
      if (here === there && file.endsWith(`${sep}index.ts`) && isTablesFile(target) && !imp.typeOnly)
        problems.push(
          `${rel(file)}: index.ts re-exports tables from ${imp.spec}; export functions and types`,
        );
      if (here === there) continue;
      const face = target.endsWith(`${sep}tables.ts`);
      const allowed = face && (isTablesFile(file) || READ_FACES[rel(file)] || exception);
      if (isTablesFile(target) && !allowed)
        problems.push(
          face
            ? `${rel(file)}: imports ${imp.spec}; another module's tables are for foreign keys in *.tables.ts only`
            : `${rel(file)}: imports ${imp.spec}; reach another module's tables through its tables.ts face`,
        );
      // Writes through imported table objects, whatever path they came by.
      const foreign = imp.names.filter((n) => owners.get(there)?.js.has(n.imported));
      for (const { local } of foreign)
        if (writesObject(text, local) && !exception)
          problems.push(`${rel(file)}: writes ${there}'s table ${local}; call a ${there} function instead`);
    }
    if (exception) continue;
    // Writes in raw SQL to another owner's tables.
    for (const [owner, tables] of owners) {
      if (owner === here) continue;
      for (const table of tables.sql)
        if (writesSql(text, table)) problems.push(`${rel(file)}: writes ${owner}'s table ${table} in SQL`);
    }
    for (const t of outside)
      if (t.owner && !ownedBy(t.owner, file) && writesSql(text, t.sql))
        problems.push(`${rel(file)}: writes ${t.owner}'s table ${t.sql} in SQL`);
  }
  return problems;
}

// The check first proves it sees breaches: a dashboard file writing the tenants table through Drizzle and
// the audit log in SQL, and a platform file writing a catalogue table.
const seeded = [
  {
    file: join(root, 'server/src/modules/dashboard/seeded-breach.ts'),
    text: `import { tenants } from '../../db/tenants.tables.ts';\nawait tx.update(tenants).set({ name: 'x' });\nsql\`update audit_log set action = 'x'\`;`,
  },
  {
    file: join(root, 'server/src/platform/seeded-breach.ts'),
    text: 'sql`delete from products where id = 1`;',
  },
];
const missed = [
  "writes tenant's table tenants;",
  "writes server/src/platform/audit.ts's table audit_log in SQL",
  "server/src/platform/seeded-breach.ts: writes catalog's table products in SQL",
].filter((expected) => !breaches(seeded).some((found) => found.includes(expected)));
if (missed.length) {
  console.error(`Table ownership: the check misses seeded breaches:\n  ${missed.join('\n  ')}`);
  process.exit(1);
}

const problems = breaches(
  SCANNED.flatMap((d) => walk(join(root, d))).map((file) => ({ file, text: readFileSync(file, 'utf8') })),
);
if (problems.length) {
  console.error(`Table ownership: ${problems.length} breach(es)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Table ownership: every table is written only by its owner (seeded breaches found).');
