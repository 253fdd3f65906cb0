import fc from 'fast-check';

/** Ids of the fuzzed store's rows, and of another store's, to send where ids go. */
export interface FuzzIds {
  own: Record<IdKind, number[]>;
  other: Record<IdKind, number[]>;
}
export type IdKind = 'product' | 'category' | 'order' | 'address' | 'cartItem' | 'variant' | 'user';

/** A family's endpoint: path with `{kind}` holes for ids, and good values of its body or query fields. */
export interface Endpoint {
  family: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** Fields go in the query string instead of the body. */
  query?: boolean;
  multipart?: boolean;
}

const word = fc.constantFrom('lantern', 'Dragon', 'Pikachu', 'tent', 'a', 'Academy');
const money = fc.constantFrom('1.00', '12.99', '0.01');
const small = fc.integer({ min: 0, max: 20 });
const sku = fc.constantFrom('FZ-1', 'fz.2', 'SKU_3');
const role = fc.constantFrom('customer', 'supplier', 'staff', 'admin');
const bool = fc.boolean();
const email = fc.constantFrom('shopper@cards.example', 'new@example.com', 'x@y.z');
const address = fc.record({
  first_name: word,
  last_name: word,
  address_line_1: word,
  city: word,
  state: fc.constantFrom('NY', 'CA'),
  postal_code: fc.constantFrom('10001'),
  country: fc.constantFrom('US'),
});
const page = { page: fc.integer({ min: 1, max: 3 }), page_size: fc.integer({ min: 1, max: 100 }) };

export const ENDPOINTS: Endpoint[] = [
  {
    family: 'auth',
    method: 'POST',
    path: '/api/auth/login/',
    fields: { username: word, password: word, remember_me: bool },
  },
  {
    family: 'auth',
    method: 'POST',
    path: '/api/auth/register/',
    fields: { username: word, email, password: word, password_confirm: word, terms_accepted: bool },
  },
  { family: 'auth', method: 'POST', path: '/api/auth/password-reset/', fields: { email } },
  {
    family: 'auth',
    method: 'POST',
    path: '/api/auth/password-reset/confirm/',
    fields: { token: word, password: word, password_confirm: word },
  },
  { family: 'auth', method: 'POST', path: '/api/auth/verify-email/', fields: { token: word } },
  { family: 'auth', method: 'POST', path: '/api/auth/resend-verification/', fields: { email } },
  { family: 'auth', method: 'GET', path: '/api/auth/user/profile/' },
  { family: 'account', method: 'GET', path: '/api/user/profile/' },
  {
    family: 'account',
    method: 'PATCH',
    path: '/api/user/profile/',
    fields: { first_name: word, last_name: word, phone: word, bio: word, email, role },
  },
  {
    family: 'account',
    method: 'PUT',
    path: '/api/user/settings/',
    fields: {
      emailNotifications: bool,
      smsNotifications: bool,
      marketingEmails: bool,
      orderUpdates: bool,
      priceAlerts: bool,
      profileVisibility: fc.constantFrom('private', 'public'),
      dataSharing: bool,
      analyticsTracking: bool,
    },
  },
  {
    family: 'account',
    method: 'POST',
    path: '/api/user/change-password/',
    fields: { currentPassword: word, newPassword: word },
  },
  { family: 'account', method: 'GET', path: '/api/addresses/' },
  {
    family: 'account',
    method: 'POST',
    path: '/api/addresses/',
    fields: {
      name: word,
      address: word,
      city: word,
      state: fc.constantFrom('NY', 'CA'),
      zipCode: word,
      country: fc.constantFrom('US', 'GB'),
      phone: word,
      isDefault: bool,
    },
  },
  {
    family: 'account',
    method: 'PUT',
    path: '/api/addresses/{address}/',
    fields: {
      name: word,
      address: word,
      city: word,
      state: fc.constantFrom('NY'),
      zipCode: word,
      country: fc.constantFrom('US'),
    },
  },
  { family: 'account', method: 'DELETE', path: '/api/addresses/{address}/' },
  { family: 'account', method: 'GET', path: '/api/wishlist/' },
  {
    family: 'account',
    method: 'POST',
    path: '/api/wishlist/',
    fields: { product: fc.constant('{product}') },
  },
  { family: 'account', method: 'DELETE', path: '/api/wishlist/{product}/' },
  { family: 'cart', method: 'GET', path: '/api/ecommerce/cart/' },
  {
    family: 'cart',
    method: 'POST',
    path: '/api/ecommerce/cart/',
    fields: { product_id: fc.constant('{product}'), variant_id: fc.constant('{variant}'), quantity: small },
  },
  {
    family: 'cart',
    method: 'PATCH',
    path: '/api/ecommerce/cart/items/{cartItem}/',
    fields: { quantity: small },
  },
  { family: 'cart', method: 'DELETE', path: '/api/ecommerce/cart/items/{cartItem}/' },
  {
    family: 'catalog',
    method: 'GET',
    path: '/api/ecommerce/products/',
    query: true,
    fields: {
      ...page,
      search: word,
      category: word,
      product_type: word,
      ordering: fc.constantFrom('name', '-price', 'created_at'),
      collection: fc.constantFrom('deals', 'new'),
    },
  },
  { family: 'catalog', method: 'GET', path: '/api/ecommerce/products/{product}/' },
  { family: 'catalog', method: 'GET', path: '/api/ecommerce/products/featured/' },
  { family: 'catalog', method: 'GET', path: '/api/ecommerce/categories/', query: true, fields: page },
  { family: 'catalog', method: 'GET', path: '/api/ecommerce/product-types/' },
  { family: 'catalog', method: 'GET', path: '/products/{product}' },
  { family: 'catalog', method: 'GET', path: '/media/products/{product}.svg' },
  {
    family: 'search',
    method: 'GET',
    path: '/api/ecommerce/search/suggestions/',
    query: true,
    fields: { q: word },
  },
  {
    family: 'tcg',
    method: 'GET',
    path: '/api/ecommerce/products/tcg_search/',
    query: true,
    fields: {
      ...page,
      q: fc.constantFrom('o:flying', 't:creature', 'dragon', 'c:r -t:land', 'mv>=3'),
      game: word,
      rarity: word,
      set: word,
      mana_cost: small,
      min_price: small,
      max_price: small,
      in_stock: fc.constantFrom('true', '0'),
      sort: fc.constantFrom('name', 'price'),
      order: fc.constantFrom('asc', 'desc'),
    },
  },
  { family: 'tcg', method: 'GET', path: '/api/ecommerce/products/tcg_filters/' },
  { family: 'checkout', method: 'GET', path: '/api/ecommerce/shipping-methods/' },
  { family: 'checkout', method: 'GET', path: '/api/ecommerce/payment-methods/' },
  {
    family: 'checkout',
    method: 'POST',
    path: '/api/ecommerce/checkout/',
    fields: {
      customer_email: email,
      customer_phone: word,
      shipping_method: fc.constantFrom('standard', 'express'),
      payment_method: fc.constantFrom('card', 'cash_on_delivery'),
      shipping_address: address,
      card: fc.record({
        number: fc.constantFrom('4242 4242 4242 4242'),
        expiry: fc.constantFrom('12/30'),
        cvc: fc.constantFrom('123'),
        cardholder_name: word,
      }),
      order_notes: word,
    },
  },
  { family: 'orders', method: 'GET', path: '/api/orders/', query: true, fields: page },
  { family: 'orders', method: 'GET', path: '/api/orders/{order}/' },
  { family: 'dashboard', method: 'GET', path: '/api/dashboard/' },
  {
    family: 'manage',
    method: 'GET',
    path: '/api/manage/products/',
    query: true,
    fields: { ...page, q: word },
  },
  { family: 'manage', method: 'GET', path: '/api/manage/products/{product}/' },
  {
    family: 'manage',
    method: 'POST',
    path: '/api/manage/products/',
    fields: {
      name: word,
      sku: word,
      price: money,
      stock: small,
      category_id: fc.constant('{category}'),
      short_description: word,
      is_active: bool,
    },
  },
  {
    family: 'manage',
    method: 'PATCH',
    path: '/api/manage/products/{product}/',
    fields: { name: word, description: word, category_id: fc.constant('{category}'), is_active: bool },
  },
  {
    family: 'manage',
    method: 'PUT',
    path: '/api/manage/products/{product}/variants/{variant}/',
    fields: { price: money, stock: small, name: word, sku: sku, condition: word, finish: word, size: word },
  },
  {
    family: 'manage',
    method: 'POST',
    path: '/api/manage/products/{product}/variants/',
    fields: { name: word, sku: sku, price: money, stock: small, condition: word, finish: word, size: word },
  },
  { family: 'manage', method: 'DELETE', path: '/api/manage/products/{product}/variants/{variant}/' },
  { family: 'manage', method: 'POST', path: '/api/manage/products/{product}/image/', multipart: true },
  { family: 'manage', method: 'GET', path: '/api/manage/categories/' },
  {
    family: 'manage',
    method: 'POST',
    path: '/api/manage/categories/',
    fields: { name: word, description: word, parent: fc.constant('{category}'), sort_order: small },
  },
  {
    family: 'manage',
    method: 'PUT',
    path: '/api/manage/categories/{category}/',
    fields: { name: word, description: word, parent: fc.constant('{category}'), sort_order: small },
  },
  { family: 'manage', method: 'DELETE', path: '/api/manage/categories/{category}/' },
  {
    family: 'manage',
    method: 'GET',
    path: '/api/manage/orders/',
    query: true,
    fields: { ...page, status: fc.constantFrom('pending', 'shipped') },
  },
  {
    family: 'manage',
    method: 'POST',
    path: '/api/manage/orders/{order}/status/',
    // The ship dialog's fields (contract/src/shipment.ts), so "shipped" is taken rather than refused.
    fields: {
      status: fc.constantFrom('processing', 'shipped', 'cancelled'),
      carrier: fc.constantFrom('usps', 'ups', 'royal_mail', 'other'),
      tracking_number: fc.constantFrom('9400111899223197428490', '1Z999AA10123456784', 'RB123456785GB'),
    },
  },
  {
    family: 'manage',
    method: 'GET',
    path: '/api/manage/users/',
    query: true,
    fields: { ...page, q: word, role },
  },
  { family: 'manage', method: 'PUT', path: '/api/manage/users/{user}/role/', fields: { role } },
  { family: 'manage', method: 'GET', path: '/api/manage/audit/', query: true, fields: page },
  { family: 'manage', method: 'GET', path: '/api/manage/store/' },
  {
    family: 'manage',
    method: 'PUT',
    path: '/api/manage/store/',
    fields: {
      name: word,
      primary: fc.constantFrom('#112233'),
      secondary: fc.constantFrom('#445566'),
      app_type: fc.constantFrom('ecommerce'),
      logo_url: fc.constantFrom('', '/logo.svg'),
      client_details: fc.record({
        description: word,
        business_name: word,
        email,
        phone: word,
        address: word,
      }),
    },
  },
  {
    family: 'imports',
    method: 'GET',
    path: '/api/imports/options/',
    query: true,
    fields: { kind: fc.constantFrom('cards') },
  },
  { family: 'imports', method: 'GET', path: '/api/imports/' },
  { family: 'imports', method: 'POST', path: '/api/imports/', multipart: true },
  { family: 'imports', method: 'GET', path: '/api/imports/{product}/' },
  {
    family: 'imports',
    method: 'GET',
    path: '/api/imports/{product}/preview/',
    query: true,
    fields: { format: fc.constantFrom('moxfield', 'decklist', 'scryfall') },
  },
  {
    family: 'imports',
    method: 'POST',
    path: '/api/imports/{product}/start/',
    fields: { format: fc.constantFrom('moxfield', 'decklist'), holderId: fc.integer({ min: 1, max: 20 }) },
  },
  { family: 'imports', method: 'POST', path: '/api/imports/{product}/cancel/' },
  { family: 'imports', method: 'GET', path: '/api/imports/{product}/skipped.csv' },
  // Not /api/tcg/inventory.csv: a whole-store download, its time grows with the store (docs/imports.md).
  { family: 'tenant', method: 'GET', path: '/api/tenant-info/' },
  { family: 'tenant', method: 'GET', path: '/api/csrf-token/' },
  { family: 'tenant', method: 'GET', path: '/sitemap.xml' },
  { family: 'media', method: 'GET', path: '/media/uploads/{product}.webp' },
  { family: 'media', method: 'GET', path: '/media/cards/cards/{product}.svg' },
];
