import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import type { TenantRow } from '../../db/tenants.tables.ts';
import { requestContext } from '../../platform/tenancy.ts';
import { DEMO_DATA_DIR, DEMO_POKEMON_PRICE_FILES } from '../tcg/index.ts';
import { importPrices } from './price-import.service.ts';

/**
 * The card shop records the market prices (TCGplayer and Cardmarket) of the cards it sells that the real
 * sample prices: the Scryfall cards and the priced Pokémon API answers. The MTGJSON and Pokémon set files
 * carry no prices (no MTGJSON price file was found), so those cards stay without a market price.
 */
export async function seedPricingDemo(db: Database, tenant: TenantRow): Promise<void> {
  if (tenant.slug !== 'cards') return;
  const ctx = requestContext(db, tenant);
  for (const file of ['mtg/scryfall/mtg_scryfall_cards.json', ...DEMO_POKEMON_PRICE_FILES])
    await importPrices(ctx, createReadStream(path.join(DEMO_DATA_DIR, file)));
}
