import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';

// The e2e server runs with NODE_ENV=test, which adds GET /api/test/outbox/ (the store's sent mail).

// Node cannot resolve *.localhost, so these calls run inside the page, with its cookies.
async function mailedLink(page: Page, to: string, path: string): Promise<string> {
  const bodies = await page.evaluate(async (address) => {
    const res = await fetch(`/api/test/outbox/?to=${encodeURIComponent(address)}`);
    return ((await res.json()) as { results: { body: string }[] }).results.map((m) => m.body);
  }, to);
  const link = bodies
    .map((b) => b.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0])
    .find(Boolean);
  if (!link) throw new Error(`no ${path} link mailed to ${to}`);
  return link;
}

async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel('Username or Email').fill(login);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test('a shopper registers, verifies, keeps a profile, addresses and wishlist, and changes and resets the password', async ({
  page,
  api,
}) => {
  test.setTimeout(240_000);
  const id = Date.now().toString(36);
  const email = `e2e-${id}@example.com`;
  const username = `e2e_${id}`;

  await test.step('registration checks every field, then signs the new user in', async () => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Username must be at least 3 characters long')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();
    await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('First Name').fill('Robin');
    await page.getByLabel('Last Name').fill('Tester');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('first-password-1');
    await page.getByLabel('Confirm Password').fill('first-password-2');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('first-password-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Robin' })).toBeVisible();
  });

  await test.step('the link mailed at registration verifies the e-mail', async () => {
    await page.goto(await mailedLink(page, email, '/verify-email'));
    await expect(page.getByText('Email verified!')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('sign out, then sign in by e-mail after a wrong password', async () => {
    await signOut(page, 'Robin');
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectAccessible(page);
    await signIn(page, username, 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
    await signIn(page, email, 'first-password-1');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  });

  await test.step('profile edits are saved on the server', async () => {
    await expect(page.getByText('Verified')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Phone').fill('555-0199');
    await page.getByLabel('Bio').fill('Plays standard on Fridays.');
    await page.getByLabel('Account Type').selectOption('supplier');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Plays standard on Fridays.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('555-0199')).toBeVisible();
    await expect(page.getByText('Supplier', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Phone').fill('555-0000');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('555-0199')).toBeVisible();
  });

  await test.step('addresses are added, edited and deleted through the modal', async () => {
    await page.goto('/account/addresses');
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog.getByText('This field is required')).toHaveCount(4);
    await expectAccessible(page);
    await dialog.getByLabel('Full Name').fill('Robin Tester');
    await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Harbor Rd');
    await dialog.getByLabel('City').fill('Miami');
    await dialog.getByLabel('State').selectOption('FL');
    await dialog.getByLabel('ZIP Code').fill('33101');
    await expect(dialog.getByLabel('Country').locator('option')).toHaveText([
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
    ]);
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Miami, FL 33101')).toBeVisible();
    await expect(page.getByText('Default', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Robin Tester' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Address' });
    await edit.getByLabel('City').fill('Tampa');
    await edit.getByRole('button', { name: 'Update Address' }).click();
    await expect(page.getByText('Tampa, FL 33101')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Tampa, FL 33101')).toBeVisible();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete Robin Tester' }).click();
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  });

  await test.step('wishlist shows saved products and removes them', async () => {
    // Two demo products of different prices, found as a shopper finds them.
    type Listed = { id: number; name: string; price: string; compare_at_price: string | null };
    const listed = (await api.get<{ results: Listed[] }>('/api/ecommerce/products/?search=sleeves')).json;
    const plain = listed.results.filter((p) => p.compare_at_price === null);
    const first = plain[0]!;
    const second = plain.find((p) => p.price !== first.price)!;
    // What a product card's heart sends:
    for (const product of [first, second])
      expect((await api.post('/api/wishlist/', { product: product.id })).status).toBeLessThan(300);
    await page.goto('/account/wishlist');
    await expect(page.getByRole('link', { name: first.name, exact: true })).toBeVisible();
    await expect(page.getByText(`$${first.price}`, { exact: true })).toBeVisible();
    const heart = page.getByRole('button', { name: `Remove ${first.name} from wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);
    await heart.click();
    await expect(page.getByRole('link', { name: first.name, exact: true })).toBeHidden();
    await page.getByRole('button', { name: `Remove ${second.name}`, exact: true }).click();
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  });

  await test.step('settings: password rules, a wrong current password, then a change; preferences persist', async () => {
    await page.goto('/account/settings');
    const update = page.getByRole('button', { name: 'Update Password' });
    await expect(update).toBeDisabled();
    await expectAccessible(page);
    await page.getByLabel('Current Password').fill('first-password-1');
    await page.getByLabel(/^New Password/).fill('second-pass-1');
    await page.getByLabel('Confirm New Password').fill('second-pass-2');
    await update.click();
    await expect(page.getByText('New passwords do not match.')).toBeVisible();
    await page.getByLabel(/^New Password/).fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    await update.click();
    await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel(/^New Password/).fill('second-pass-1');
    await page.getByLabel('Confirm New Password').fill('second-pass-1');
    await update.click();
    await expect(page.getByText('Current password is incorrect.')).toBeVisible();
    await page.getByLabel('Current Password').fill('first-password-1');
    await update.click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
    await page.getByLabel('SMS notifications').check();
    await page.getByLabel('Profile Visibility').selectOption('public');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('SMS notifications')).toBeChecked();
    await expect(page.getByLabel('Profile Visibility')).toHaveValue('public');
  });

  await test.step('a forgotten password is reset through the mailed link', async () => {
    await signOut(page, 'Robin');
    await page.goto('/password-reset');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectAccessible(page);
    await page.goto(await mailedLink(page, email, '/password-reset/confirm'));
    await page.getByLabel(/^New Password/).fill('third-password-3');
    await page.getByLabel('Confirm New Password').fill('third-password-3');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    // The link signs them in and takes them where their role starts: a supplier (as Robin asked to be
    // above) to the dashboard.
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Robin' })).toBeVisible();
  });
});

test('a signed-in shopper is sent away from sign-in and registration', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'shopper', 'demo-pass-123');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
});

test('the verification screen reports a bad link and resends a new one', async ({ page }) => {
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByText('Verification failed')).toBeVisible();
  await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill('shopper@cards.example');
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('Verification email sent successfully!')).toBeVisible();
});

test('a signed-out visitor sees Please Sign In across the account area', async ({ page }) => {
  for (const path of ['/account/wishlist', '/account/addresses', '/account/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await signIn(page, 'shopper', 'demo-pass-123');
  await expect(page).toHaveURL(/\/account\/settings$/);
});
