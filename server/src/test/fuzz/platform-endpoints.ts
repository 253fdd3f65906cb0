import fc from 'fast-check';
import type { Endpoint } from './endpoints.ts';

/**
 * The platform host's API (platform.localhost: the operator console and signup). Slugs name the stores the
 * fuzz may suspend or delete (never `cards`, fuzzed meanwhile, nor `outdoor`, the store that must keep
 * answering); domains include ones other stores own. Logout is left out: it would end the operator session
 * the rest of the run signs its requests with.
 */
const slug = fc.constantFrom('warehouse', 'agency', 'fuzz-shop', 'cards', 'no-such-store');
const mutableSlugs = [
  'warehouse',
  'agency',
  'fuzz-shop',
  'no-such-store',
  'a'.repeat(300),
  '%00',
  'Warehouse',
];
const domain = fc.constantFrom(
  'fuzz-shop.localhost',
  'outdoor.localhost',
  'platform.localhost',
  'x..y',
  'a.b',
);
const email = fc.constantFrom('owner@fuzz.example', 'operator@storefront.localhost', 'x@y.z');
const word = fc.constantFrom('Fuzz Shop', 'fuzz-shop', 'a', 'Academy');

const bySlug = (method: Endpoint['method'], tail: string, fields?: Endpoint['fields']): Endpoint[] =>
  mutableSlugs.map((s) => ({
    family: 'platform',
    method,
    path: `/api/platform/stores/${s}/${tail}`,
    fields,
  }));

export const PLATFORM_ENDPOINTS: Endpoint[] = [
  { family: 'platform', method: 'GET', path: '/api/platform/session/' },
  {
    family: 'platform',
    method: 'POST',
    path: '/api/platform/login/',
    fields: { email, password: word },
  },
  { family: 'platform', method: 'GET', path: '/api/platform/stores/' },
  {
    family: 'platform',
    method: 'POST',
    path: '/api/platform/stores/',
    fields: {
      slug,
      name: word,
      domains: fc.array(domain, { maxLength: 2 }),
      app_type: fc.constantFrom('ecommerce', 'tcg'),
      owner_email: email,
      owner_username: word,
      owner_password: fc.constantFrom('long-enough-pass-1'),
    },
  },
  ...bySlug('POST', 'suspend/'),
  ...bySlug('POST', 'resume/'),
  ...bySlug('POST', 'domains/', { domain }),
  ...bySlug('DELETE', '', { confirm: slug }),
  {
    family: 'platform',
    method: 'POST',
    path: '/api/platform/operators/',
    fields: { email, name: word, password: fc.constantFrom('long-enough-pass-1') },
  },
  { family: 'platform', method: 'GET', path: '/api/platform/signup/' },
  {
    family: 'platform',
    method: 'POST',
    path: '/api/platform/signup/',
    fields: { store_name: word, subdomain: fc.constantFrom('fuzz-shop', 'cards', 'www', 'new-store'), email },
  },
  { family: 'platform', method: 'POST', path: '/api/platform/signup/confirm/', fields: { token: word } },
  // Store routes asked on the platform host answer 404, and the console's pages are the web app's.
  { family: 'platform', method: 'GET', path: '/api/ecommerce/products/' },
  {
    family: 'platform',
    method: 'POST',
    path: '/api/auth/login/',
    fields: { username: word, password: word },
  },
  { family: 'platform', method: 'GET', path: '/api/tenant-info/' },
  { family: 'platform', method: 'GET', path: '/api/csrf-token/' },
];
