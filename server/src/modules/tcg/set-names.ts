import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { CardRecord } from './parsers/card-record.ts';
import { tcgCards } from './tcg.tables.ts';

/** A file that names a set only by its code (`ex1`, `M10`): the parser had no set list or name field. */
const namedByCode = (r: CardRecord) => r.setName.trim().toLowerCase() === r.setCode.toLowerCase();

/**
 * Cards whose file named their set only by code take the set's name the store already knows from other
 * card data (a Scryfall or MTGJSON file, a Pokémon set list given earlier), so shoppers read "Magic 2010",
 * not "M10". Records with a name of their own keep it.
 */
export async function withKnownSetNames(
  tx: Transaction,
  tenantId: string,
  records: CardRecord[],
): Promise<CardRecord[]> {
  const codes = [...new Set(records.filter(namedByCode).map((r) => r.setCode))];
  if (!codes.length) return records;
  const known = await tx
    .selectDistinctOn([tcgCards.game, tcgCards.setCode], {
      game: tcgCards.game,
      setCode: tcgCards.setCode,
      setName: tcgCards.setName,
    })
    .from(tcgCards)
    .where(
      and(
        eq(tcgCards.tenantId, tenantId),
        inArray(tcgCards.setCode, codes),
        ne(sql`lower(${tcgCards.setName})`, sql`lower(${tcgCards.setCode})`),
      ),
    );
  const names = new Map(known.map((k) => [`${k.game}:${k.setCode}`, k.setName]));
  return records.map((r) => {
    const name = namedByCode(r) ? names.get(`${r.game}:${r.setCode}`) : undefined;
    return name ? { ...r, setName: name } : r;
  });
}
