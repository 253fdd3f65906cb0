import {
  mtgRarity,
  mtgSku,
  mtgTypes,
  statNumber,
  wubrg,
  type CardRecord,
  type ParseResult,
} from './card-record.ts';
import { csvRows, requireColumns } from './csv.ts';
import { braceGroups } from './text-scan.ts';

const COLUMNS = ['name', 'manaCost', 'cmc', 'type', 'number', 'rarity', 'power', 'toughness'];

/** The colours a mana cost pays: {2}{R}{G/W} → R G W (the v3 CSV has no colours column). */
export function colorsOfCost(manaCost: string): string[] {
  const symbols = braceGroups(manaCost);
  return wubrg(symbols.flatMap((s) => s.replace(/[{}]/g, '').split('/')));
}

/**
 * The official MTGJSON v3 per-set CSV. The set code is only in the file name; its name is a row's `setName`
 * field when the file has one, else the caller's (`--set-name`), else the code (the store may know its name).
 */
export function parseMtgCsv(text: string, set: { code: string; name?: string }): ParseResult {
  requireColumns(text, COLUMNS, 'MTGJSON v3 CSV');
  const result: ParseResult = { records: [], skipped: [] };
  for (const { line, row } of csvRows(text)) {
    const at = `line ${line}`;
    const name = row.name ?? '';
    const rarity = mtgRarity(row.rarity);
    if (!name) result.skipped.push({ at, name, reason: 'no name' });
    else if (!row.number) result.skipped.push({ at, name, reason: 'no collector number' });
    else if (!rarity) result.skipped.push({ at, name, reason: `unknown rarity "${row.rarity ?? ''}"` });
    else {
      const typeLine = row.type ?? '';
      const record: CardRecord = {
        sku: mtgSku(set.code, row.number),
        source: 'mtgjson-v3-csv',
        sourceId: row.multiverseid || `${set.code}-${row.number}`,
        game: 'mtg',
        name,
        setCode: set.code.toLowerCase(),
        setName: row.setName || row.set_name || set.name || set.code.toUpperCase(),
        collectorNumber: row.number,
        rarity,
        typeLine,
        types: row.types ? row.types.split(',').map((t) => t.trim()) : mtgTypes(typeLine),
        colors: colorsOfCost(row.manaCost ?? ''),
        manaCost: row.manaCost ?? '',
        manaValue: row.cmc ? statNumber(row.cmc) : 0,
        power: row.power ?? '',
        toughness: row.toughness ?? '',
        text: (row.text ?? '').replaceAll('\\n', '\n'),
        finishes: ['nonfoil'],
        usd: null,
        usdFoil: null,
        releasedAt: null,
        language: 'en',
        imageUrl: null,
        ownStock: null,
      };
      result.records.push(record);
    }
  }
  return result;
}
