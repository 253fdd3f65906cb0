import { undefusedCell } from '../../../platform/csv-writer.ts';
import type { Condition } from '../parsers/card-record.ts';
import { withoutBracketEnd, withoutFinish } from '../parsers/text-scan.ts';
import { centsOf, conditionOf, languageOf, quantityOf, type CollectionRow } from './collection-row.ts';

type Row = Record<string, string>;
/** A row mapped to what it holds, or the reason it is skipped. */
export type Mapped = Omit<CollectionRow, 'line'> | string;

/** One app's CSV export: the columns that name it, and how a row maps onto a collection row. */
export interface CsvFormat {
  id: string;
  label: string;
  /** Every one of these columns is in the header (detection and validation). */
  columns: string[];
  map(row: Row): Mapped;
}

const PLAYED_IS_MP: Record<string, Condition> = { played: 'MP' };

interface Fields {
  name: string;
  setCode?: string;
  setName?: string;
  number?: string;
  scryfallId?: string;
  quantity: string;
  condition: string;
  conditionScale?: Record<string, Condition>;
  foil: boolean | string;
  language: string;
  price?: string;
}

/** Validates and normalises one row's fields; the first problem found is the reason it is skipped. */
export function collectionRow(f: Fields): Mapped {
  const name = f.name.trim();
  const quantity = quantityOf(f.quantity);
  const condition = conditionOf(f.condition, f.conditionScale);
  const language = languageOf(f.language);
  if (!name) return 'no card name';
  if (quantity === null) return `quantity "${f.quantity}" is not a whole number`;
  if (!condition) return `unknown condition "${f.condition}"`;
  if (!language) return `unknown language "${f.language}"`;
  if (typeof f.foil === 'string') return `unknown finish "${f.foil}"`;
  return {
    name,
    setCode: (f.setCode ?? '').trim().toLowerCase(),
    setName: (f.setName ?? '').trim(),
    collectorNumber: (f.number ?? '').trim(),
    scryfallId: (f.scryfallId ?? '').trim().toLowerCase(),
    quantity,
    condition,
    foil: f.foil,
    language,
    cents: f.price === undefined ? null : centsOf(f.price),
  };
}

/** "", normal, nonfoil → false; foil, etched, holofoil → true; anything else stays text (a skip reason). */
export function foilOf(raw: string | undefined): boolean | string {
  const key = (raw ?? '').trim().toLowerCase();
  if (['', 'normal', 'nonfoil', 'non-foil', 'false', 'no'].includes(key)) return false;
  if (['foil', 'etched', 'holofoil', 'true', 'yes', 'reverse holofoil'].includes(key)) return true;
  return raw ?? '';
}

// A cell the platform's CSV writer defused (`'+2 Mace`) reads back as it was exported.
const v = (row: Row, column: string) => undefusedCell(row[column] ?? '');

export const CSV_FORMATS: CsvFormat[] = [
  {
    id: 'storefront',
    label: 'Storefront inventory CSV',
    columns: [
      'sku',
      'name',
      'set_code',
      'collector_number',
      'condition',
      'finish',
      'language',
      'quantity',
      'price',
    ],
    map: (r) =>
      collectionRow({
        name: v(r, 'name'),
        setCode: v(r, 'set_code'),
        setName: v(r, 'set_name'),
        number: v(r, 'collector_number'),
        quantity: v(r, 'quantity'),
        condition: v(r, 'condition'),
        foil: foilOf(v(r, 'finish')),
        language: v(r, 'language'),
        price: v(r, 'price'),
      }),
  },
  {
    id: 'manabox',
    label: 'ManaBox collection',
    columns: ['Name', 'Set code', 'Collector number', 'Foil', 'Quantity', 'Condition', 'Scryfall ID'],
    map: (r) =>
      collectionRow({
        name: v(r, 'Name'),
        setCode: v(r, 'Set code'),
        setName: v(r, 'Set name'),
        number: v(r, 'Collector number'),
        scryfallId: v(r, 'Scryfall ID'),
        quantity: v(r, 'Quantity'),
        condition: v(r, 'Condition'),
        foil: foilOf(v(r, 'Foil')),
        language: v(r, 'Language'),
        price: v(r, 'Purchase price'),
      }),
  },
  {
    id: 'deckbox',
    label: 'Deckbox inventory',
    columns: ['Count', 'Name', 'Edition', 'Edition Code', 'Card Number', 'Condition', 'Foil', 'My Price'],
    map: (r) =>
      collectionRow({
        name: v(r, 'Name'),
        setCode: v(r, 'Printing Note') ? '' : v(r, 'Edition Code'),
        setName: v(r, 'Edition'),
        number: v(r, 'Card Number'),
        scryfallId: v(r, 'Scryfall ID'),
        quantity: v(r, 'Count'),
        condition: v(r, 'Condition'),
        conditionScale: PLAYED_IS_MP,
        foil: foilOf(v(r, 'Foil')),
        language: v(r, 'Language'),
        price: v(r, 'My Price'),
      }),
  },
  {
    id: 'moxfield',
    label: 'Moxfield collection',
    columns: ['Count', 'Name', 'Edition', 'Condition', 'Language', 'Foil', 'Collector Number'],
    map: (r) =>
      v(r, 'Proxy').toLowerCase() === 'true'
        ? 'a proxy, not a real card'
        : collectionRow({
            name: v(r, 'Name'),
            setCode: v(r, 'Edition'),
            number: v(r, 'Collector Number'),
            quantity: v(r, 'Count'),
            condition: v(r, 'Condition'),
            conditionScale: PLAYED_IS_MP,
            foil: foilOf(v(r, 'Foil')),
            language: v(r, 'Language'),
            price: v(r, 'Purchase Price'),
          }),
  },
  {
    id: 'archidekt',
    label: 'Archidekt collection',
    columns: ['Quantity', 'Name', 'Finish', 'Condition', 'Edition Code', 'Collector Number'],
    map: (r) =>
      collectionRow({
        name: v(r, 'Name'),
        setCode: v(r, 'Edition Code'),
        setName: v(r, 'Edition Name'),
        number: v(r, 'Collector Number'),
        scryfallId: v(r, 'Scryfall ID'),
        quantity: v(r, 'Quantity'),
        condition: v(r, 'Condition'),
        foil: foilOf(v(r, 'Finish')),
        language: v(r, 'Language'),
        price: v(r, 'Purchase Price'),
      }),
  },
  {
    id: 'dragonshield',
    label: 'Dragon Shield card manager',
    columns: ['Folder Name', 'Quantity', 'Card Name', 'Set Code', 'Card Number', 'Condition', 'Printing'],
    map: (r) =>
      collectionRow({
        name: v(r, 'Card Name'),
        setCode: v(r, 'Set Code'),
        setName: v(r, 'Set Name'),
        number: v(r, 'Card Number'),
        quantity: v(r, 'Quantity'),
        condition: v(r, 'Condition'),
        foil: foilOf(v(r, 'Printing')),
        language: v(r, 'Language'),
        price: v(r, 'Price Bought'),
      }),
  },
  {
    // No real Delver Lens export was found for the samples: the columns are those its CSV export is known by.
    id: 'delverlens',
    label: 'Delver Lens',
    columns: ['Name', 'Quantity', 'Edition code', "Collector's number"],
    map: (r) =>
      collectionRow({
        name: v(r, 'Name'),
        setCode: v(r, 'Edition code'),
        setName: v(r, 'Edition'),
        number: v(r, "Collector's number"),
        scryfallId: v(r, 'Scryfall ID'),
        quantity: v(r, 'Quantity'),
        condition: v(r, 'Condition'),
        foil: foilOf(v(r, 'Foil')),
        language: v(r, 'Language'),
        price: v(r, 'Price'),
      }),
  },
  {
    id: 'tcgplayer-collection',
    label: 'TCGplayer app collection',
    columns: [
      'Quantity',
      'Simple Name',
      'Set',
      'Card Number',
      'Set Code',
      'Printing',
      'Condition',
      'Product ID',
    ],
    map: (r) =>
      collectionRow({
        name: v(r, 'Simple Name') || v(r, 'Name'),
        setCode: v(r, 'Set Code'),
        setName: v(r, 'Set'),
        number: v(r, 'Card Number'),
        quantity: v(r, 'Quantity'),
        condition: v(r, 'Condition'),
        foil: foilOf(v(r, 'Printing')),
        language: v(r, 'Language'),
      }),
  },
  {
    id: 'tcgplayer-seller',
    label: 'TCGplayer seller inventory',
    columns: [
      'TCGplayer Id',
      'Product Line',
      'Set Name',
      'Product Name',
      'Number',
      'Condition',
      'Total Quantity',
    ],
    map: (r) => {
      const line = v(r, 'Product Line');
      if (line && line !== 'Magic') return `product line "${line}" is not Magic: The Gathering singles`;
      // "Near Mint Holofoil - Japanese": condition, then the printing, then the language.
      const [head = '', language = 'English'] = v(r, 'Condition').split(' - ');
      if (head === 'Unopened') return 'sealed product, not a single card';
      const foil = /\b(Foil|Holofoil)$/.test(head);
      return collectionRow({
        name: withoutBracketEnd(v(r, 'Product Name')),
        setName: v(r, 'Set Name'),
        number: v(r, 'Number'),
        quantity: v(r, 'Total Quantity'),
        condition: withoutFinish(head),
        foil,
        language,
        price: v(r, 'TCG Marketplace Price'),
      });
    },
  },
];
