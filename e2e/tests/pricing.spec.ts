import path from 'node:path';
import { expect, expectAccessible, MOBILE, STORES, test } from '../fixtures';

test.use({ store: STORES.cards, baseURL: STORES.cards.url });
test.describe.configure({ timeout: 120_000 });

const CARD = '/products/cinder-wall-cns-140';
// A fixed $7.77 times the condition multipliers (NM 100 %, LP 85 %, MP 70 %, HP 50 %, DMG 35 %).
const RULE_PRICES = /— \$(7\.77|6\.60|5\.44|3\.89|2\.72) ·/;
const SHOWN_PRICE = /^\$(7\.77|6\.60|5\.44|3\.89|2\.72)$/;

test('a manager previews and applies a pricing rule and sees the prices change in the store', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('staff');
  await page.goto(CARD);
  await expect(page.getByRole('heading', { name: 'Market price history' })).toBeVisible();
  await expect(page.getByText(/TCGplayer, non-foil: \$0\.04 on/).first()).toBeVisible();
  await expect(page.getByRole('option', { name: /^Near Mint — \$0\.11/ })).toBeAttached();
  await expect(page.getByText(RULE_PRICES)).toHaveCount(0);

  await page.goto('/dashboard/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Rule' }).click();
  await page.getByLabel('Rule name').fill('Conspiracy at 7.77');
  await page.getByLabel('Set code').fill('cns');
  await page.getByLabel('Base price').selectOption('fixed');
  await page.getByLabel('Fixed price ($)').fill('7.77');
  await page.getByRole('button', { name: 'Save Rule' }).click();
  await expect(page.getByRole('cell', { name: 'Conspiracy at 7.77', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'set CNS', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Preview Prices' }).click();
  await expect(page.getByRole('heading', { name: 'Biggest rises' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Cinder Wall', exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/trade-prices-pricing-1280.png', fullPage: true });
  await page.setViewportSize(MOBILE);
  await page.screenshot({ path: '/tmp/trade-prices-pricing-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Apply Prices' }).click();
  await expect(page.getByText(/^Prices applied: \d+ changed$/)).toBeVisible();

  await page.goto(CARD);
  await expect(page.getByText(SHOWN_PRICE).first()).toBeVisible();
  await expect(page.getByRole('option', { name: RULE_PRICES }).first()).toBeAttached();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/trade-prices-product-1280.png', fullPage: true });

  // Undo puts the prices back; the rule goes, so the demo store is as it was.
  await page.goto('/dashboard/pricing');
  await page.getByRole('button', { name: 'Undo Last Run' }).click();
  await expect(page.getByText(/^Run \d+ undone$/)).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete Conspiracy at 7.77' }).click();
  await expect(page.getByText('No pricing rules yet.')).toBeVisible();
  await page.goto(CARD);
  await expect(page.getByRole('option', { name: /^Near Mint — \$0\.11/ })).toBeAttached();
  await expect(page.getByText(RULE_PRICES)).toHaveCount(0);
  await expect(page.getByText(SHOWN_PRICE)).toHaveCount(0);
});

test('staff upload a price file as a background import and read its summary', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('staff');
  await page.goto('/dashboard/pricing');
  await page
    .getByLabel('Price file')
    .setInputFiles(
      path.join(
        import.meta.dirname,
        '../../server/src/modules/tcg/demo-data/mtg/scryfall/mtg_scryfall_cards.json',
      ),
    );
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/dashboard\/import\/\d+$/);
  // A lazily loaded page: on a loaded machine it may take a while.
  await expect(page.getByRole('heading', { name: 'Import Prices', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/looks like a Scryfall cards \(prices\) file/)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Provider' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByText(/^Import complete: [\d,]+ prices recorded for [\d,]+ cards/)).toBeVisible({
    timeout: 60_000,
  });
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/trade-staff-price-import-1280.png', fullPage: true });
  await page.getByRole('link', { name: 'Back to Pricing' }).click();
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
});
