import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';

/**
 * The languages a card is listed in: its printing's (`products.metadata.language`) and its variants'
 * (`attributes.language`, a collection's copies in another language), sorted, English when none is named.
 * The same expression backfills the column (migration tcg_card_languages_backfill).
 */
const LISTED = sql`coalesce((select array_agg(distinct l.code order by l.code) from (
    select p.metadata->>'language' as code from products p where p.tenant_id = c.tenant_id and p.id = c.product_id
    union all
    select v.attributes->>'language' from product_variants v
      where v.tenant_id = c.tenant_id and v.product_id = c.product_id
  ) l where l.code is not null and l.code <> ''), array['en']::text[])`;

/** Writes these cards' languages where they changed (the change log then tells the search index). */
export async function refreshLanguages(
  tx: Transaction,
  tenantId: string,
  productIds: number[],
): Promise<void> {
  if (!productIds.length) return;
  await tx.execute(sql`update tcg_cards c set languages = ${LISTED}
    where c.tenant_id = ${tenantId} and c.product_id = any(${sql.param(productIds)}::int[])
      and c.languages is distinct from ${LISTED}`);
}
