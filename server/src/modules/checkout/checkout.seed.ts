import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import type { TenantRow } from '../../db/tenants.tables.ts';
import { createStockedProduct } from '../cart/index.ts';
import { productCount } from '../catalog/index.ts';
import { paymentMethods, shippingMethods } from './checkout.tables.ts';

/** Spec section 9 prices; also the web app's fallback list. */
const SHIPPING = [
  {
    id: 'standard',
    name: 'Standard Shipping',
    description: '5-7 business days',
    price: 599,
    sortOrder: 1,
  },
  {
    id: 'priority',
    name: 'Priority Shipping',
    description: '2-3 business days',
    price: 999,
    sortOrder: 2,
  },
  { id: 'express', name: 'Express Shipping', description: '1-2 business days', price: 1599, sortOrder: 3 },
];

const PAYMENT = [
  {
    id: 'cash' as const,
    name: 'Cash on Delivery',
    description: 'Pay when your order arrives',
    sortOrder: 1,
    requiresCardDetails: false,
  },
  {
    id: 'card' as const,
    name: 'Credit/Debit Card',
    description: 'Visa, Mastercard, American Express',
    sortOrder: 2,
    requiresCardDetails: true,
  },
];

/**
 * Every store starts with standard, priority and express shipping, and cash and card; PayPal is no longer
 * offered to new stores (decision 055), a store that had it keeps it.
 */
export async function seedCheckoutMethods(db: Database, tenant: TenantRow): Promise<void> {
  await withTenant(db, tenant.id, async (tx) => {
    await tx
      .insert(shippingMethods)
      .values(SHIPPING.map((m) => ({ ...m, tenantId: tenant.id })))
      .onConflictDoNothing();
    await tx
      .insert(paymentMethods)
      .values(PAYMENT.map((m) => ({ ...m, tenantId: tenant.id })))
      .onConflictDoNothing();
  });
}

const DEMO_PRODUCTS = [
  { name: 'Arcane Horizons Booster Box', price: '109.99', stock: [3, 2] },
  { name: 'Dragon Scale Card Sleeves (100)', price: '9.99', stock: [40] },
  { name: 'Mythic Vault Playmat', price: '24.50', stock: [8] },
  { name: 'Collector Tin: Ember Phoenix', price: '34.99', stock: [0] },
];

/**
 * Shipping and payment methods for every store; and, so the cart and checkout can be tried before
 * the catalogue's demo data exists, a few stocked products in the card shop when it has none yet.
 * Harmless once the catalogue seeder (which runs first) has filled the shop.
 */
export async function seedCheckoutDemo(db: Database, tenant: TenantRow): Promise<void> {
  await seedCheckoutMethods(db, tenant);
  if (tenant.slug !== 'cards') return;
  if ((await withTenant(db, tenant.id, (tx) => productCount(tx, tenant.id))) > 0) return;
  for (const product of DEMO_PRODUCTS) await createStockedProduct(db, tenant, product);
}
