import { describe, expect, it } from 'vitest';
import type { ImportJob } from '@storefront/contract/imports';
import { summaryOf } from './import-summary';

const job = (over: Partial<ImportJob>): ImportJob => ({
  id: 1,
  kind: 'cards',
  fileName: 'f',
  fileBytes: 1,
  detectedFormat: null,
  format: null,
  holderId: null,
  status: 'done',
  percent: 100,
  rowsRead: 0,
  staged: 0,
  skipped: 0,
  toWrite: 0,
  written: 0,
  tally: {},
  message: '',
  createdAt: '',
  finishedAt: null,
  ...over,
});

describe('an import summary counts what the import wrote', () => {
  it('card data: cards, never stock', () => {
    const s = summaryOf(
      job({ rowsRead: 433, staged: 433, written: 433, tally: { cards: 433, cardsNew: 433 } }),
    );
    expect(s.message).toBe(
      'Import complete: 433 cards written (433 new), 0 records skipped. Card data adds no stock: new cards are shown to shoppers once you import your stock.',
    );
    expect(s.message).not.toMatch(/stock lines/);
    expect(s.facts).toEqual([
      ['Records read', 433],
      ['Cards written', 433],
      ['New cards', 433],
      ['Skipped records', 0],
    ]);
  });

  it('stock: offers with units and offers at zero', () => {
    const s = summaryOf(
      job({ rowsRead: 22, staged: 20, skipped: 2, written: 19, tally: { inStock: 18, atZero: 1 } }),
    );
    expect(s.message).toBe(
      'Import complete: 18 offers with stock and 1 at zero written from 20 rows, 2 rows skipped.',
    );
    expect(s.facts).toContainEqual(['Offers with stock', 18]);
    expect(s.facts).toContainEqual(['Offers at zero', 1]);
  });
});
