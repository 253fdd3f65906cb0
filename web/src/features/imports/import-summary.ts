import type { ImportJob } from '@storefront/contract/imports';

const n = (value: number) => value.toLocaleString('en-US');

/** The counts of an ended job: what it read, and what its writes made (never a count it did not write). */
export function summaryOf(job: ImportJob): { message: string; facts: [string, number][] } {
  const t = (key: string) => job.tally[key] ?? 0;
  if (job.kind === 'prices')
    return {
      message: `Import complete: ${n(job.staged)} prices recorded for ${n(job.written)} cards, ${n(job.skipped)} printings are not sold here.`,
      facts: [
        ['Records read', job.rowsRead],
        ['Prices recorded', job.staged],
        ['Printings not sold here', job.skipped],
        ['Cards priced', job.written],
      ],
    };
  if ('cards' in job.tally)
    return {
      message:
        `Import complete: ${n(t('cards'))} cards written (${n(t('cardsNew'))} new), ${n(job.skipped)} records skipped. ` +
        'Card data adds no stock: new cards are shown to shoppers once you import your stock.',
      facts: [
        ['Records read', job.rowsRead],
        ['Cards written', t('cards')],
        ['New cards', t('cardsNew')],
        ['Skipped records', job.skipped],
      ],
    };
  return {
    message: `Import complete: ${n(t('inStock'))} offers with stock and ${n(t('atZero'))} at zero written from ${n(job.staged)} rows, ${n(job.skipped)} rows skipped.`,
    facts: [
      ['Rows read', job.rowsRead],
      ['Offers with stock', t('inStock')],
      ['Offers at zero', t('atZero')],
      ['Skipped rows', job.skipped],
    ],
  };
}
