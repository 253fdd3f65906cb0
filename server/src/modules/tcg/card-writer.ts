import { languageName } from './languages.ts';
import { sql } from 'drizzle-orm';
import { dataChanged } from '../../platform/data-versions.ts';
import { slugify } from '../../platform/slug.ts';
import type { Transaction } from '../../db/client.ts';
import { suppliersOf } from '../auth/index.ts';
import {
  AWAITING_STOCK,
  priceFromOffers,
  remoteImagesOf,
  replaceImages,
  upsertProductsBySku,
  upsertVariantsBySku,
} from '../catalog/index.ts';
import { setOffers } from '../inventory/index.ts';
import { ensureCardType, ensureSetCategories } from './card-categories.ts';
import { demoOffers, listCents, type Offer } from './demo-offers.ts';
import { GAMES, type CardRecord } from './parsers/card-record.ts';
import { rarityRank } from './rarity.ts';
import { tcgCards } from './tcg.tables.ts';
import { refreshTerms } from './tcg-terms.ts';
import { withKnownSetNames } from './set-names.ts';

const BATCH = 250;
export const CONDITION_NAMES = {
  NM: 'Near Mint',
  LP: 'Lightly Played',
  MP: 'Moderately Played',
  HP: 'Heavily Played',
  DMG: 'Damaged',
};

export interface WriteOptions {
  /** 'demo': deterministic offers from every supplier of the store; 'none': catalogue only. */
  stock: 'demo' | 'none';
  /** Username of the supplier an inventory file's own stock belongs to (default: the first supplier). */
  supplier?: string;
  onProgress?: (done: number, total: number) => void;
}

export interface WriteResult {
  created: number;
  updated: number;
}

export const cardImagePath = (tenantSlug: string, sku: string) =>
  `/media/cards/${tenantSlug}/${encodeURIComponent(sku)}.svg`;

const nonEmpty = (table: string, column: string) =>
  sql.raw(`coalesce(nullif(excluded.${column}, ''), ${table}.${column})`);

function offersOf(
  record: CardRecord,
  options: WriteOptions,
  suppliers: { id: number; username: string }[],
): Offer[] {
  if (record.ownStock) {
    const owner = suppliers.find((s) => s.username === options.supplier) ?? suppliers[0];
    if (!owner) return [];
    const { condition, foil, quantity } = record.ownStock;
    const cents = record.ownStock.price
      ? listCents({ ...record, usd: record.ownStock.price, usdFoil: record.ownStock.price }, foil)
      : listCents(record, foil);
    return [{ supplierId: owner.id, condition, foil, quantity, cents }];
  }
  return options.stock === 'demo'
    ? demoOffers(
        record,
        suppliers.map((s) => s.id),
      )
    : [];
}

/**
 * The offer a card's product price shows, as `priceFromOffers` picks it (in stock first, then the cheapest):
 * written with the product, so a fresh card's row is not updated a second time.
 */
const bestOffer = (offers: Offer[] | undefined) =>
  offers?.reduce<Offer | undefined>((best, o) => {
    if (!best) return o;
    const inStock = Number(o.quantity > 0) - Number(best.quantity > 0);
    return inStock > 0 || (inStock === 0 && o.cents < best.cents) ? o : best;
  }, undefined);

/** Inserts or updates one batch of cards (keyed by SKU) with their card row, image, variants and stock. */
async function writeBatch(
  tx: Transaction,
  tenant: { id: string; slug: string },
  batch: CardRecord[],
  ctx: {
    categories: Map<string, number>;
    typeId: number;
    suppliers: { id: number; username: string }[];
    options: WriteOptions;
  },
) {
  const offers = new Map(batch.map((r) => [r.sku, offersOf(r, ctx.options, ctx.suppliers)]));
  const awaiting = ctx.options.stock === 'none';
  const rows = await upsertProductsBySku(
    tx,
    tenant.id,
    batch.map((r) => ({
      slug: `${slugify(r.name)}-${slugify(r.sku.replace(/^[A-Z]+-/, ''))}`,
      name: r.name,
      sku: r.sku,
      shortDescription: [r.typeLine, r.setName].filter(Boolean).join(' · '),
      description: r.text,
      price: bestOffer(offers.get(r.sku))?.cents ?? listCents(r, !r.finishes.includes('nonfoil')),
      categoryId: ctx.categories.get(`${r.game}:${r.setCode}`) ?? null,
      productTypeId: ctx.typeId,
      isMarketplaceProduct: true,
      // Card data alone: a new printing waits hidden until it has stock (decision 040).
      isActive: !awaiting,
      // What the stock trigger will count for a new product (an update keeps its own): written here, the
      // trigger finds nothing to change, and the product row is not written twice with its 12 indexes.
      availableStock: (offers.get(r.sku) ?? []).reduce((sum, o) => sum + o.quantity, 0),
      attributes: {
        rarity: r.rarity,
        mana_cost: r.manaCost,
        card_type: r.typeLine,
        power: r.power,
        toughness: r.toughness,
        is_foil: (offers.get(r.sku) ?? []).some((o) => o.foil) || !r.finishes.includes('nonfoil'),
        condition: bestOffer(offers.get(r.sku))?.condition ?? 'NM',
        set: r.setCode.toUpperCase(),
        game: GAMES[r.game],
        language: r.language,
      },
      metadata: {
        set_name: r.setName,
        game: GAMES[r.game],
        source: r.source,
        source_id: r.sourceId,
        collector_number: r.collectorNumber,
        released_at: r.releasedAt,
        language: r.language,
        ...(awaiting && { [AWAITING_STOCK]: true }),
      },
      metaTitle: `${r.name} — ${r.setName}`,
      metaDescription: `${r.name} (${r.rarity}) from ${r.setName}, ${GAMES[r.game]}.`,
    })),
  );
  const idOf = new Map(rows.map((r) => [r.sku, r.id]));
  const ids = rows.map((r) => r.id);
  await tx
    .insert(tcgCards)
    .values(
      batch.map((r) => ({
        tenantId: tenant.id,
        productId: idOf.get(r.sku)!,
        game: r.game,
        setCode: r.setCode,
        setName: r.setName,
        collectorNumber: r.collectorNumber,
        rarity: r.rarity,
        rarityRank: rarityRank(r.game, r.rarity),
        typeLine: r.typeLine,
        types: r.types,
        colors: r.colors,
        manaCost: r.manaCost,
        manaValue: r.manaValue === null ? null : String(r.manaValue),
        power: r.power,
        powerValue: numberOrNull(r.power),
        toughness: r.toughness,
        toughnessValue: numberOrNull(r.toughness),
        oracleText: r.text,
        hasFoil: (offers.get(r.sku) ?? []).some((o) => o.foil) || !r.finishes.includes('nonfoil'),
        languages: [r.language],
        source: r.source,
        sourceId: r.sourceId,
      })),
    )
    .onConflictDoUpdate({
      target: [tcgCards.tenantId, tcgCards.productId],
      set: {
        setName: sql`excluded.set_name`,
        rarity: sql`excluded.rarity`,
        rarityRank: sql`excluded.rarity_rank`,
        typeLine: nonEmpty('tcg_cards', 'type_line'),
        types: sql`case when cardinality(excluded.types) > 0 then excluded.types else tcg_cards.types end`,
        colors: sql`case when excluded.type_line <> '' then excluded.colors else tcg_cards.colors end`,
        manaCost: sql`case when excluded.type_line <> '' then excluded.mana_cost else tcg_cards.mana_cost end`,
        manaValue: sql`coalesce(excluded.mana_value, tcg_cards.mana_value)`,
        power: sql`case when excluded.type_line <> '' then excluded.power else tcg_cards.power end`,
        powerValue: sql`case when excluded.type_line <> '' then excluded.power_value else tcg_cards.power_value end`,
        toughness: sql`case when excluded.type_line <> '' then excluded.toughness else tcg_cards.toughness end`,
        toughnessValue: sql`case when excluded.type_line <> '' then excluded.toughness_value else tcg_cards.toughness_value end`,
        oracleText: nonEmpty('tcg_cards', 'oracle_text'),
        hasFoil: sql`excluded.has_foil or tcg_cards.has_foil`,
        // A printing keeps the languages its variants added (card-languages.ts), sorted.
        languages: sql`case when excluded.languages <@ tcg_cards.languages then tcg_cards.languages
          else array(select distinct l from unnest(tcg_cards.languages || excluded.languages) l order by l) end`,
      },
    });
  await refreshTerms(tx, tenant.id, ids);
  // A file without picture links (a collection CSV) keeps the picture an earlier import linked.
  const kept = await remoteImagesOf(
    tx,
    tenant.id,
    batch.filter((r) => !r.imageUrl).map((r) => idOf.get(r.sku)!),
  );
  await replaceImages(
    tx,
    tenant.id,
    ids,
    batch.map((r) => ({
      productId: idOf.get(r.sku)!,
      file: r.imageUrl ?? kept.get(idOf.get(r.sku)!) ?? cardImagePath(tenant.slug, r.sku),
      altText: `${r.name}, ${r.rarity} ${GAMES[r.game]} card from ${r.setName}`,
    })),
  );
  await writeVariants(tx, tenant.id, batch, idOf, offers);
  await priceFromOffers(tx, tenant.id, ids);
  return rows.filter((r) => r.fresh).length;
}

function numberOrNull(stat: string): string | null {
  const m = /^[+-]?\d+(\.\d+)?/.exec(stat.trim());
  return m ? String(Number(m[0])) : null;
}

async function writeVariants(
  tx: Transaction,
  tenantId: string,
  batch: CardRecord[],
  idOf: Map<string, number>,
  offers: Map<string, Offer[]>,
) {
  const variants = batch.flatMap((r) => {
    const list = offers.get(r.sku) ?? [];
    const combos = list.length
      ? list
      : [
          {
            condition: 'NM' as const,
            foil: !r.finishes.includes('nonfoil'),
            cents: listCents(r, !r.finishes.includes('nonfoil')),
          },
        ];
    const unique = new Map<string, (typeof combos)[number]>();
    for (const c of combos) {
      const key = `${r.sku}-${c.condition}-${c.foil ? 'F' : 'N'}`;
      const prev = unique.get(key);
      if (!prev || c.cents < prev.cents) unique.set(key, c);
    }
    return [...unique].map(([sku, c], i) => ({
      productId: idOf.get(r.sku)!,
      sku,
      // A printing in another language says so wherever its variant's name is shown: cart, order, receipt.
      name: `${CONDITION_NAMES[c.condition]}${c.foil ? ' Foil' : ''}${r.language === 'en' ? '' : ` (${languageName(r.language)})`}`,
      price: c.cents,
      attributes: { condition: c.condition, is_foil: c.foil, language: r.language },
      sortOrder: i,
    }));
  });
  const variantRows = await upsertVariantsBySku(tx, tenantId, variants);
  const variantOf = new Map(variantRows.map((v) => [v.sku, v]));
  const stocks = batch.flatMap((r) =>
    (offers.get(r.sku) ?? []).map((o) => {
      const v = variantOf.get(`${r.sku}-${o.condition}-${o.foil ? 'F' : 'N'}`)!;
      return {
        productId: v.productId,
        variantId: v.id,
        supplierId: o.supplierId,
        quantity: o.quantity,
        price: o.cents,
      };
    }),
  );
  await setOffers(tx, tenantId, stocks);
}

/** Stores parsed cards for one store: upsert by SKU, so importing a file again updates instead of duplicating. */
export async function writeCards(
  tx: Transaction,
  tenant: { id: string; slug: string },
  records: CardRecord[],
  options: WriteOptions,
): Promise<WriteResult> {
  records = await withKnownSetNames(tx, tenant.id, records);
  const categoryIds = await ensureSetCategories(tx, tenant.id, records);
  const typeId = await ensureCardType(tx, tenant.id);
  const suppliers = await suppliersOf(tx, tenant.id);
  let created = 0;
  for (let i = 0; i < records.length; i += BATCH) {
    created += await writeBatch(tx, tenant, records.slice(i, i + BATCH), {
      categories: categoryIds,
      typeId,
      suppliers,
      options,
    });
    options.onProgress?.(Math.min(i + BATCH, records.length), records.length);
  }
  // Every instance recounts its filter options once the import commits (this one: its caller, at once).
  await dataChanged(tx, tenant.id, 'cards');
  return { created, updated: records.length - created };
}
