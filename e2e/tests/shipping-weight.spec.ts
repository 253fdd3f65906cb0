import {
  emptyCart,
  expect,
  expectAccessible,
  fillCheckout,
  MOBILE,
  SLEEVES,
  switchTo,
  test,
} from '../fixtures';

// Issue 27 item 4, decision 053: methods priced by weight. The admin gives a product its shipping weight in
// the product form and a Vermont zone a letter up to 100 g and a parcel above it; a shopper's one pack (80 g)
// goes by letter, two packs (160 g) only as a parcel.

test('an admin prices shipping by weight, and a shopper is offered the method their cart weighs into', async ({
  page,
  api,
  signedInAs,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs('admin');
  const product = await api.get<{ id: number }>(`/api/ecommerce/products/${SLEEVES.slug}/`);
  const productId = product.json.id;
  try {
    await page.goto(`/dashboard/products/${productId}`);
    const weight = page.getByRole('textbox', { name: 'Shipping weight in grams (optional)' });
    await weight.fill('80.5');
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(page.getByText('Use a whole number of grams')).toBeVisible();
    await weight.fill('80');
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(page.getByText('Product saved')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/dashboard/shipping');
    await page.getByRole('button', { name: 'Add Shipping Zone' }).click();
    await page.getByRole('textbox', { name: 'Zone name' }).fill('Vermont');
    await page.getByRole('textbox', { name: 'Countries and regions' }).fill('US-VT');
    await page.getByRole('button', { name: 'Add Zone' }).click();
    const zone = page.getByRole('region', { name: 'Vermont' });
    for (const [name, price, band, grams] of [
      ['Letter', '2.50', 'Up to weight in grams (optional)', '100'],
      ['Parcel', '12.00', 'From weight in grams (optional)', '101'],
    ] as const) {
      await zone.getByRole('button', { name: 'Add Method' }).click();
      await zone.getByRole('textbox', { name: 'Method name' }).fill(name);
      await zone.getByRole('textbox', { name: 'Price' }).fill(price);
      await zone.getByRole('textbox', { name: band }).fill(grams);
      await zone.getByRole('button', { name: 'Add Method' }).click();
      await expect(zone.getByRole('row').filter({ hasText: name })).toContainText(
        name === 'Letter' ? 'Up to 100 g' : 'From 101 g',
      );
    }
    await expectAccessible(page);
    await page.setViewportSize(MOBILE);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/zones-weight-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // A shopper of its own: other stories fill the demo shopper's cart at the same time.
    await api.post('/api/auth/logout/');
    const username = `weigher${Date.now() % 1_000_000}`;
    const registered = await api.post('/api/auth/register/', {
      username,
      email: `${username}@example.com`,
      password: 'weigh-it-123',
      password_confirm: 'weigh-it-123',
      terms_accepted: true,
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(201);
    await page.reload();
    await api.post('/api/ecommerce/cart/', { product_id: productId, quantity: 1 });
    await page.goto('/checkout');
    await fillCheckout(page, { State: 'VT', City: 'Burlington', 'ZIP Code': '05401' });
    await expect(page.getByRole('radio', { name: /Letter/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Parcel/ })).toHaveCount(0);
    await expectAccessible(page);

    await api.post('/api/ecommerce/cart/', { product_id: productId, quantity: 1 });
    await page.reload();
    await fillCheckout(page, { State: 'VT', City: 'Burlington', 'ZIP Code': '05401' });
    await expect(page.getByRole('radio', { name: /Parcel/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Letter/ })).toHaveCount(0);
    await page.setViewportSize(MOBILE);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/checkout-weight-390.png', fullPage: true });
  } finally {
    await emptyCart(api);
    await switchTo(page, api, signedInAs, 'admin');
    await api.call('PATCH', `/api/manage/products/${productId}/`, { weight_grams: null });
    const zones = await api.get<{ results: { id: number }[] }>('/api/manage/shipping-zones/');
    for (const z of zones.json.results) await api.call('DELETE', `/api/manage/shipping-zones/${z.id}/`);
    await emptyCart(api);
  }
});
