import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import type { TenantRow } from '../../db/tenants.tables.ts';
import { requestContext } from '../../platform/tenancy.ts';
import { DEMO_DATA_DIR } from '../tcg/index.ts';
import { importPrices } from './price-import.service.ts';

/** The card shop records today's market prices of the Scryfall sample it sells (TCGplayer and Cardmarket). */
export async function seedPricingDemo(db: Database, tenant: TenantRow): Promise<void> {
  if (tenant.slug !== 'cards') return;
  const file = path.join(DEMO_DATA_DIR, 'mtg/scryfall/mtg_scryfall_cards.json');
  await importPrices(requestContext(db, tenant), createReadStream(file));
}
