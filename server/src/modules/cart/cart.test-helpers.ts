import { toCents } from '@storefront/contract/money';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import type { TenantRow } from '../../db/tenants.tables.ts';
import { usersNamed } from '../auth/index.ts';
import { insertProduct, insertVariant, setAllVariantPrices, updateProduct } from '../catalog/index.ts';
import { addOffers, offersOf } from '../inventory/index.ts';

const SUPPLIERS = ['nova_cards', 'dragonhoard', 'mintcondition', 'toploader_tom'];

export interface StockedProduct {
  name: string;
  /** Dollars, e.g. "12.50". */
  price: string;
  /** One stock row per supplier, in the order of the demo suppliers. */
  stock: number[];
  slug?: string;
}

export interface VariantSpec {
  name: string;
  /** Dollars, e.g. "12.50". */
  price: string;
  /** One stock row per supplier, in the order of the demo suppliers. */
  stock: number[];
  /** Each row's own price (default: the variant's). */
  rowPrices?: string[];
}

/** Adds a variant with a stock row per supplier to a product; answers the variant's id. */
export async function addVariant(
  db: Database,
  tenant: TenantRow,
  productId: number,
  spec: VariantSpec,
): Promise<number> {
  return withTenant(db, tenant.id, async (tx) => {
    const suppliers = await usersNamed(tx, tenant.id, SUPPLIERS);
    const supplierIds = SUPPLIERS.map((u) => suppliers.find((s) => s.username === u)?.id).filter(
      (id): id is number => id !== undefined,
    );
    const variantId = await insertVariant(tx, tenant.id, {
      productId,
      name: spec.name,
      sku: `${productId}-${spec.name.toLowerCase().replace(/\W+/g, '-')}`,
      price: toCents(spec.price),
    });
    const rows = spec.stock.map((quantity, i) => {
      const supplierId = supplierIds[i];
      if (supplierId === undefined) throw new Error('at most 4 stock rows (one per demo supplier)');
      return {
        productId,
        variantId,
        supplierId,
        quantity,
        price: toCents(spec.rowPrices?.[i] ?? spec.price),
      };
    });
    await addOffers(tx, tenant.id, rows);
    return variantId;
  });
}

/** Creates a product with one variant and a stock row per supplier; answers its id. Used by tests and demo data. */
export async function createStockedProduct(
  db: Database,
  tenant: TenantRow,
  spec: StockedProduct,
): Promise<number> {
  const slug =
    spec.slug ??
    spec.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const product = await withTenant(db, tenant.id, (tx) =>
    insertProduct(tx, tenant.id, {
      slug,
      name: spec.name,
      sku: slug.toUpperCase(),
      price: toCents(spec.price),
    }),
  );
  await addVariant(db, tenant, product.id, { name: 'Standard', price: spec.price, stock: spec.stock });
  return product.id;
}

/** Creates several stocked products in one store; answers their ids in the order given. */
export async function createStockedProducts<const S extends readonly StockedProduct[]>(
  db: Database,
  tenant: TenantRow,
  specs: S,
): Promise<{ -readonly [K in keyof S]: number }> {
  const ids: number[] = [];
  for (const spec of specs) ids.push(await createStockedProduct(db, tenant, spec));
  return ids as { -readonly [K in keyof S]: number };
}

/** Units on hand of a product across its stock rows (for assertions). */
export async function stockOf(db: Database, tenant: TenantRow, productId: number): Promise<number[]> {
  const rows = await withTenant(db, tenant.id, (tx) => offersOf(tx, tenant.id, [productId]));
  return rows.map((r) => r.quantity);
}

/** Sets the price (dollars) of a product and its variants (tests: a price change between add-to-cart and checkout). */
export async function setProductPrice(db: Database, tenant: TenantRow, productId: number, dollars: string) {
  const price = toCents(dollars);
  await withTenant(db, tenant.id, async (tx) => {
    await updateProduct(tx, tenant.id, productId, { price });
    await setAllVariantPrices(tx, tenant.id, productId, price);
  });
}
