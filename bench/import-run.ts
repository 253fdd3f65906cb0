// `BENCH_DATABASE_URL=postgres://… npx tsx bench/import-run.ts [count]`: imports `count` generated Scryfall
// cards (default 10,000) into the card shop through the catalogue import (upsert by SKU, images, variants,
// demo stock, prices from the offers: one transaction, 250 cards a batch), then the same file again (every
// product updated). BENCH_CARD_TRIGGERS=off runs both with the product-card triggers disabled, to attribute
// their cost. Baseline of the same run: one plain pass over the store's products. Removes the cards after.
import { sql } from 'drizzle-orm';
import { importCards } from '@storefront/server';
import { openCardStore } from './lib/card-store.ts';
import { withCardTriggersAsConfigured } from './lib/card-triggers.ts';

const count = Number(process.argv[2] ?? 10_000);
const { handle, db, tenant } = await openCardStore('seed the demo stores first');

const SET = 'bimp';
const RARITIES = ['common', 'uncommon', 'rare', 'mythic'];
const file = JSON.stringify(
  Array.from({ length: count }, (_, i) => ({
    object: 'card',
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Bench Import ${['Elf', 'Goblin', 'Dragon', 'Wizard'][i % 4]} ${i}`,
    set: SET,
    set_name: 'Bench Import',
    collector_number: String(i + 1),
    rarity: RARITIES[i % 4],
    lang: 'en',
    type_line: `Creature — ${['Elf', 'Goblin', 'Dragon', 'Wizard'][i % 4]}`,
    mana_cost: '{1}{G}',
    cmc: 2,
    colors: ['G'],
    power: String(i % 5),
    toughness: String((i % 3) + 1),
    oracle_text: i % 2 ? 'When this enters, draw a card.' : 'Flying',
    finishes: i % 5 ? ['nonfoil'] : ['nonfoil', 'foil'],
    prices: { usd: ((i % 900) / 100 + 0.1).toFixed(2), usd_foil: ((i % 900) / 50 + 0.2).toFixed(2) },
    released_at: '2026-11-01',
  })),
);
const remove = () =>
  db.execute(
    sql`delete from products where tenant_id = ${tenant.id} and sku like ${`MTG-${SET.toUpperCase()}-%`}`,
  );

const timed = async (label: string, work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  console.log(
    `${label.padEnd(40)} ${(ms / 1000).toFixed(2).padStart(8)} s  ${Math.round((count / ms) * 1000)} cards/s`,
  );
  return ms;
};
await remove();
await db.execute(sql`vacuum analyze products, product_cards, product_variants, supplier_stocks`);
const baseline = await timed('baseline: one pass over products', () =>
  db.execute(sql`select count(*), sum(price) from products where tenant_id = ${tenant.id}`),
);
const triggers = process.env.BENCH_CARD_TRIGGERS === 'off' ? 'card triggers off' : 'card triggers on';
const importOnce = (label: string) =>
  timed(`${label} (${triggers})`, () =>
    withCardTriggersAsConfigured(db, tenant.id, () =>
      importCards(db, tenant, 'scryfall', { text: file, fileName: 'bench.json' }, { stock: 'demo' }),
    ),
  );
const fresh = await importOnce(`import ${count.toLocaleString('en-US')} new cards`);
const again = await importOnce('the same file again (updates)');
console.log(
  `new / baseline ${(fresh / baseline).toFixed(0)}×; again / baseline ${(again / baseline).toFixed(0)}×`,
);
await remove();
await handle.close();
