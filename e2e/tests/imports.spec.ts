import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, MOBILE, STORES, test } from '../fixtures';

const DECK = path.resolve(
  import.meta.dirname,
  '../../server/src/modules/tcg/demo-data/mtg/decks/arena_brawl_yorion.txt',
);
const SHOTS = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(MOBILE);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin uploads a deck list export, previews it, watches it import and finds the card in the TCG search', async ({
  page,
  signedInAs,
  api,
}) => {
  test.slow();
  await signedInAs('admin');
  await page.goto(`${STORES.cards.url}/dashboard`);
  await page.getByRole('link', { name: 'Import Cards' }).click();
  await expect(page.getByRole('heading', { name: 'Import Cards', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'store-import-upload');

  await page.getByLabel('Export file').setInputFiles({
    name: 'arena_brawl_yorion.txt',
    mimeType: 'text/plain',
    buffer: readFileSync(DECK),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(/looks like a Deck list/)).toBeVisible();
  await expect(page.getByLabel('Format')).toHaveValue('decklist');
  await page.getByLabel('Whose stock').selectOption({ label: 'Supplier toploader_tom' });
  const preview = page.getByRole('table', { name: 'First rows as they will be imported' });
  await expect(preview.getByRole('row', { name: /Charming Prince \(ELD\) 8/ })).toContainText('MTG-ELD-8');
  await expect(
    page.getByText("Line 2 · Yorion, Sky Nomad: set IKO is not in the store's catalogue"),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'store-import-preview');

  await page.getByRole('button', { name: 'Start import' }).click();
  // The bar shows while it runs; a reload picks the job up again from the URL.
  await expect(
    page.getByRole('progressbar', { name: 'Import progress' }).or(page.getByText(/^Import complete/)),
  ).toBeVisible();
  await page.reload();
  const summary = page.getByText(
    /^Import complete: \d+ offers with stock and \d+ at zero written from \d+ rows, 30 rows skipped\.$/,
  );
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Download skipped rows (CSV)' })).toHaveAttribute(
    'href',
    /skipped\.csv$/,
  );
  await expectAccessible(page);
  await shoot(page, 'store-import-summary');

  const jobs = await api.get<{ results: { status: string; written: number; holderId: number }[] }>(
    '/api/imports/',
  );
  expect(jobs.json.results[0]).toMatchObject({ status: 'done', written: 14 });
  const csv = await page.evaluate(async () => (await fetch('/api/tcg/inventory.csv')).text());
  expect(
    csv.split('\n').filter((l) => l.startsWith('MTG-ELD-8,') && l.endsWith(',toploader_tom')),
  ).toContainEqual(
    expect.stringMatching(
      /^MTG-ELD-8,Charming Prince,mtg,eld,Throne of Eldraine,8,Rare,NM,normal,en,1,\d+\.\d\d,toploader_tom$/,
    ),
  );

  await page.getByRole('link', { name: 'Find your cards' }).click();
  await page.goto(`${STORES.cards.url}/tcg/search?q=${encodeURIComponent('"Charming Prince"')}`);
  await expect(page.getByRole('article').filter({ hasText: 'Charming Prince' }).first()).toBeVisible();
});

test('a shopper is told the import screen is not for them', async ({ page, signedInAs }) => {
  await signedInAs('shopper');
  await page.goto(`${STORES.cards.url}/dashboard/import`);
  await expect(page.getByText('You do not have permission to do this')).toBeVisible();
});

// Three rows of the real Deckbox export as Excel saves a CSV where `;` separates fields: BOM, CRLF, `;`,
// decimal commas.
const EXCEL_DECKBOX = [
  'Count;Tradelist Count;Name;Edition;Edition Code;Card Number;Condition;Language;Foil;Signed;Artist Proof;Altered Art;Misprint;Promo;Textless;Printing Id;Printing Note;Tags;My Price;Cost;Rarity;Price;TcgPlayer ID;Scryfall ID',
  '1;0;Aragorn, the Uniter;The Lord of the Rings: Tales of Middle-earth;ltr;192;Near Mint;English;;;;;;;;79156;;;$0,00;{R}{G}{W}{U};MythicRare;$5,48;498298;e98d5321-ec09-456c-a9ea-c8ca2cfc6205',
  '1;0;Brazen Borrower // Petty Theft;Throne of Eldraine;eld;39;Near Mint;English;;;;;;;;46095;;;$3,94;{1}{U}{U} // {1}{U};MythicRare;$3,94;199387;c2089ec9-0665-448f-bfe9-d181de127814',
];

test('an admin uploads a collection saved by Excel (BOM, CRLF, semicolons) and it is recognised', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('admin');
  await page.goto(`${STORES.cards.url}/dashboard/import`);
  await page.getByLabel('Export file').setInputFiles({
    name: 'deckbox-excel.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${EXCEL_DECKBOX.join('\r\n')}\r\n`),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(/looks like a Deckbox inventory/)).toBeVisible();
  await expect(page.getByLabel('Format')).toHaveValue('deckbox');
  const preview = page.getByRole('table', { name: 'First rows as they will be imported' });
  const row = preview.getByRole('row', { name: /Brazen Borrower \/\/ Petty Theft/ });
  // The Excel price "$3,94" reads as 3.94.
  await expect(row.getByRole('cell', { name: '3.94', exact: true })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'store-import-excel');
});
