import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@storefront/server';

/** The store the catalogue scenarios load: its own host, so the demo stores stay as they are. */
export const BENCH_HOST = 'bench.localhost';
const SLUG = 'bench';

const TOP = ['Singles', 'Sealed Product', 'Accessories', 'Board Games', 'Collectibles'];
const SUB = ['Magic', 'Pokémon', 'Lorcana', 'One Piece'];
const ADJECTIVES = [
  'Arcane',
  'Blazing',
  'Crimson',
  'Dread',
  'Elder',
  'Frozen',
  'Gilded',
  'Hollow',
  'Iron',
  'Jade',
  'Lunar',
  'Mystic',
  'Noble',
  'Obsidian',
  'Primal',
  'Radiant',
  'Shadow',
  'Storm',
  'Verdant',
  'Wild',
];
const NOUNS = [
  'Dragon',
  'Phoenix',
  'Golem',
  'Wizard',
  'Knight',
  'Serpent',
  'Titan',
  'Sphinx',
  'Hydra',
  'Warden',
  'Oracle',
  'Specter',
  'Colossus',
  'Griffin',
  'Leviathan',
  'Paladin',
  'Revenant',
  'Sentinel',
  'Wyvern',
  'Zealot',
  'Basilisk',
  'Chimera',
  'Djinn',
  'Ember',
  'Falcon',
];
const KINDS = [
  'Booster Box',
  'Booster Pack',
  'Deck Box',
  'Sleeves',
  'Playmat',
  'Binder',
  'Starter Deck',
  'Collector Tin',
  'Bundle',
  'Dice Set',
  'Token Pack',
  'Foil Single',
];

const textArray = (items: string[]) =>
  sql.raw(`array[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * Fills the bench store with `n` products in set-based statements (generate_series): 25 categories in a
 * two-level tree, 12 types, 4 suppliers, one variant, image and two stock rows per product; then ANALYZE.
 * Does nothing when the store already has `n` products.
 */
export async function ensureBenchCatalogue(
  db: Database,
  n: number,
): Promise<{ created: boolean; ms: number }> {
  const started = Date.now();
  await db.execute(sql`insert into tenants (slug, name, domains, app_type)
    values (${SLUG}, 'Bench Store', array[${BENCH_HOST}]::text[], 'ecommerce') on conflict (slug) do nothing`);
  const [row] = await queryRows<{ id: string }>(db, sql`select id from tenants where slug = ${SLUG}`);
  const tenant = row!.id;
  const [existing] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products where tenant_id = ${tenant}`,
  );
  if (existing!.n >= n) return { created: false, ms: Date.now() - started };
  await db.execute(sql`delete from products where tenant_id = ${tenant}`);
  await db.execute(sql`delete from categories where tenant_id = ${tenant}`);
  await db.execute(sql`delete from product_types where tenant_id = ${tenant}`);
  await db.execute(sql`delete from users where tenant_id = ${tenant}`);

  await db.execute(sql`insert into users (tenant_id, username, email, password_hash, role)
    select ${tenant}, 'supplier' || g, 'supplier' || g || '@bench.example', 'x', 'supplier' from generate_series(1, 4) g`);
  await db.execute(sql`insert into categories (tenant_id, slug, name, sort_order)
    select ${tenant}, 'top-' || i, (${textArray(TOP)})[i], i from generate_series(1, ${TOP.length}) i`);
  await db.execute(sql`insert into categories (tenant_id, slug, name, parent_id, sort_order)
    select ${tenant}, 'top-' || i || '-sub-' || j, (${textArray(TOP)})[i] || ' – ' || (${textArray(SUB)})[j],
      (select id from categories where tenant_id = ${tenant} and slug = 'top-' || i), j
    from generate_series(1, ${TOP.length}) i, generate_series(1, ${SUB.length}) j`);
  await db.execute(sql`insert into product_types (tenant_id, slug, name)
    select ${tenant}, 'type-' || i, (${textArray(KINDS)})[i] from generate_series(1, ${KINDS.length}) i`);

  await db.execute(sql`
    with cats as (select array_agg(id order by id) ids from categories where tenant_id = ${tenant} and parent_id is not null),
         types as (select array_agg(id order by id) ids from product_types where tenant_id = ${tenant}),
         sups as (select array_agg(id order by id) ids from users where tenant_id = ${tenant})
    insert into products (tenant_id, slug, name, sku, short_description, description, price, compare_at_price,
      category_id, product_type_id, supplier_id, is_marketplace_product, is_featured, attributes, release_date,
      units_sold, created_at)
    select ${tenant}, 'bench-product-' || g,
      (${textArray(ADJECTIVES)})[1 + g % 20] || ' ' || (${textArray(NOUNS)})[1 + (g / 20) % 25] || ' ' ||
        (${textArray(KINDS)})[1 + (g / 500) % 12] || ' ' || g,
      'BN-' || lpad(g::text, 7, '0'),
      'A ' || lower((${textArray(KINDS)})[1 + (g / 500) % 12]) || ' for collectors and players.',
      'Generated product ' || g || ' with a longer description about ' || (${textArray(NOUNS)})[1 + g % 25] || ' art.',
      ((g * 7919) % 50000) / 100.0 + 0.99,
      case when g % 11 = 0 then ((g * 7919) % 50000) / 100.0 + 10.99 end,
      cats.ids[1 + g % array_length(cats.ids, 1)], types.ids[1 + (g / 500) % 12],
      case when g % 3 = 0 then sups.ids[1 + g % 4] end, g % 3 = 0, g % 97 = 0,
      jsonb_build_object('brand', (${textArray(NOUNS)})[1 + g % 25] || ' Games'),
      case when g % 53 = 0 then current_date + (g % 90 + 1) end,
      (g * 31) % 1000, now() - (g % 5000) * interval '1 hour'
    from generate_series(1, ${n}) g, cats, types, sups`);
  await db.execute(sql`insert into product_variants (tenant_id, product_id, name, sku, price)
    select tenant_id, id, 'Standard', sku, price from products where tenant_id = ${tenant}`);
  await db.execute(sql`insert into product_images (tenant_id, product_id, file, alt_text)
    select tenant_id, id, '/media/products/' || slug || '.svg', name from products where tenant_id = ${tenant}`);
  await db.execute(sql`
    with sups as (select array_agg(id order by id) ids from users where tenant_id = ${tenant})
    insert into supplier_stocks (tenant_id, product_id, variant_id, supplier_id, quantity, price)
    select v.tenant_id, v.product_id, v.id, sups.ids[1 + (v.product_id + s) % 4], (v.product_id * 13 + s * 7) % 40, v.price
    from product_variants v, sups, generate_series(0, 1) s where v.tenant_id = ${tenant}`);
  // VACUUM sets the visibility map (index-only counts) as well as the statistics the planner needs.
  await db.execute(sql`vacuum analyze`);
  return { created: true, ms: Date.now() - started };
}
