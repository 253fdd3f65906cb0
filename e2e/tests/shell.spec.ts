import { expect, expectAccessible, MOBILE, STORES, test } from '../fixtures';

const hexToRgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

for (const store of Object.values(STORES)) {
  for (const viewport of [{ width: 1280, height: 800 }, MOBILE]) {
    test(`${store.name} shows its name, colours and ${store.appType} home at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(store.url);
      await expect(page.getByRole('link', { name: `${store.name} home` })).toBeVisible();
      await expect(page).toHaveTitle(`${store.name} | Storefront`);
      // The promise is made only where it is true: on stores that sell (issue 25).
      const banner = page.getByText('Free shipping on orders over $50');
      if (store.appType === 'ecommerce') {
        await expect(banner).toBeVisible();
        await expect(banner).toHaveCSS('background-color', hexToRgb(store.primary));
      } else {
        await expect(banner).toHaveCount(0);
      }
      const homeMarker = {
        ecommerce: page.getByRole('heading', { level: 1 }),
        inventory: page.getByRole('heading', { name: 'Inventory overview' }),
        website: page.getByRole('heading', { name: 'Featured work' }),
      }[store.appType];
      await expect(homeMarker).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`All rights reserved.`);
      await expect(page.locator('nav[aria-label="Breadcrumb"]')).toHaveCount(0);
    });
  }

  test(`${store.name} home has no serious accessibility violation`, async ({ page }) => {
    await page.goto(store.url);
    await expect(page.getByRole('link', { name: `${store.name} home` })).toBeVisible();
    await expectAccessible(page);
  });
}

test('the mobile menu opens, locks page scrolling, and closes', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto(STORES.cards.url);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeInViewport();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).not.toBeInViewport();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('an unknown route shows Unexpected Application Error!', async ({ page }) => {
  await page.goto(`${STORES.cards.url}/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('link', { name: `${STORES.cards.name} home` })).toBeVisible();
});

test('shop routes exist only in ecommerce mode', async ({ page }) => {
  await page.goto(`${STORES.warehouse.url}/cart`);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await page.goto(`${STORES.cards.url}/cart`);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
});

test('breadcrumbs map segments to friendly names', async ({ page }) => {
  await page.goto(`${STORES.cards.url}/account/settings`);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail).toHaveText(/Home.*My Account.*Settings/);
});

test('an information page shows the store’s own contact details', async ({ page }) => {
  await page.goto(`${STORES.agency.url}/contact`);
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('studio@lumen.example');
});
