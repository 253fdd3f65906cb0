import fc from 'fast-check';
import { ENDPOINTS, type Endpoint, type FuzzIds, type IdKind } from './endpoints.ts';
import { deepJson, hostileNumber, hostileString, hostileValue } from './hostile.ts';
import { PLATFORM_ENDPOINTS } from './platform-endpoints.ts';
import type { JobFollowUp } from './upload-requests.ts';

export const IDENTITIES = ['anonymous', 'customer', 'supplier', 'staff', 'admin'] as const;
/** On the platform host: no one, the demo operator, and a store admin's cookies sent where they mean nothing. */
export const PLATFORM_IDENTITIES = ['anonymous', 'operator', 'admin'] as const;
export type Identity = (typeof IDENTITIES)[number] | (typeof PLATFORM_IDENTITIES)[number];
/** The fuzzed store's host (cards.localhost) or the platform's (platform.localhost). */
export type FuzzHost = 'store' | 'platform';

/** One generated request, before the identity's cookies are added. */
export interface FuzzRequest {
  family: string;
  host: FuzzHost;
  identity: Identity;
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Send without the CSRF header (unsafe methods are then refused). */
  noCsrf: boolean;
  /** The kind of damage, as the report names it. */
  mutation: string;
  /** For an upload that makes an import job: what is done with the job next. */
  job?: JobFollowUp;
}

const MUTATIONS = [
  'good',
  'hostile-fields',
  'missing-fields',
  'extra-fields',
  'wrong-body-type',
  'bad-json',
  'wrong-content-type',
  'oversize',
  'deep-nesting',
  'hostile-ids',
  'traversal',
] as const;

const TRAVERSALS = [
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%00',
  '/assets/..%2f..%2fpackage.json',
  '/media/products/..%2f..%2f..%2fpackage.json',
  '/media/uploads/%2e%2e%2fx.webp',
  '/api/%00/',
  '/api/ecommerce/products/%E0%A4%A/',
  '/media/cards/..%2f..%2f/x.svg',
  '/products/%ff%fe',
];

/** Percent-encodes `s`; a lone surrogate (no UTF-8 form) goes out as the invalid bytes ED A0 80. */
export const encodeLoosely = (s: string) =>
  s
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

/** The random choices behind one request to `endpoints` as one of `identities`; `build` makes the request. */
const choicesFor = (endpoints: Endpoint[], identities: readonly Identity[]) =>
  fc.record({
    endpoint: fc.constantFrom(...endpoints),
    identity: fc.constantFrom(...identities),
    mutation: fc.constantFrom(...MUTATIONS),
    idSource: fc.constantFrom('own', 'own', 'own', 'other', 'hostile'),
    idIndex: fc.nat(),
    hostileId: fc.oneof(hostileString, hostileNumber.map(String)),
    hostile: fc.array(hostileValue, { minLength: 3, maxLength: 3 }),
    pick: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
    extraKey: fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'role', 'tenant_id', 'id', 'price'),
      hostileString,
    ),
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/xml',
      'application/json; charset=latin1',
    ),
    depth: fc.constantFrom(50, 500, 5000),
    traversal: fc.constantFrom(...TRAVERSALS),
    /** One request in ten goes without its CSRF header. */
    noCsrf: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  });
type Choice = ReturnType<typeof choicesFor> extends fc.Arbitrary<infer C> ? C : never;

/** Requests across every endpoint family, each with one kind of damage, as `identity` would send them. */
export function fuzzRequests(ids: FuzzIds): fc.Arbitrary<FuzzRequest> {
  return requestsTo('store', ENDPOINTS, IDENTITIES, ids);
}

/** The same damage, sent to the platform host's console and signup API. */
export function platformRequests(ids: FuzzIds): fc.Arbitrary<FuzzRequest> {
  return requestsTo('platform', PLATFORM_ENDPOINTS, PLATFORM_IDENTITIES, ids);
}

function requestsTo(
  host: FuzzHost,
  endpoints: Endpoint[],
  identities: readonly Identity[],
  ids: FuzzIds,
): fc.Arbitrary<FuzzRequest> {
  return choicesFor(endpoints, identities).chain((choice) =>
    fc
      .record(choice.endpoint.fields ?? {}, { requiredKeys: [] })
      .map((good) => build(host, choice, good as Record<string, unknown>, ids)),
  );
}

function build(host: FuzzHost, c: Choice, good: Record<string, unknown>, ids: FuzzIds): FuzzRequest {
  const idFor = (kind: IdKind): string | number => {
    if (c.idSource === 'hostile' || c.mutation === 'hostile-ids') return c.hostileId;
    const list = ids[c.idSource === 'other' ? 'other' : 'own'][kind];
    return list.length ? list[c.idIndex % list.length]! : 1;
  };
  const fillIds = (value: unknown) => {
    const hole = typeof value === 'string' ? /^\{(\w+)\}$/.exec(value) : null;
    if (!hole) return value;
    const id = idFor(hole[1] as IdKind);
    return typeof id === 'number' ? id : c.hostileId;
  };
  const pathIds = c.endpoint.path.replace(/\{(\w+)\}/g, (_, kind: string) =>
    encodeLoosely(String(idFor(kind as IdKind))),
  );
  let fields: Record<string, unknown> = Object.fromEntries(
    Object.entries(good).map(([k, v]) => [k, fillIds(v)]),
  );
  const keys = Object.keys(c.endpoint.fields ?? {});
  if (c.mutation === 'hostile-fields' && keys.length) {
    c.pick.forEach((n, i) => (fields[keys[n % keys.length]!] = c.hostile[i]));
  }
  if (c.mutation === 'missing-fields') {
    fields = Object.fromEntries(Object.entries(fields).filter((_, i) => c.pick[i % 3]! % 2 === 0));
  }
  if (c.mutation === 'extra-fields') fields[c.extraKey] = c.hostile[0];

  const headers: Record<string, string> = {};
  let url = c.mutation === 'traversal' ? c.traversal : pathIds;
  let payload: string | Buffer | undefined;
  const hasBody = c.endpoint.method !== 'GET' && (c.endpoint.method !== 'DELETE' || !!c.endpoint.fields);
  if (c.endpoint.query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(fields))
      params.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
    const qs = params.toString();
    if (qs) url += `?${qs}`;
  } else if (c.endpoint.multipart) {
    headers['content-type'] =
      c.mutation === 'wrong-content-type' ? 'multipart/form-data' : 'multipart/form-data; boundary=fz';
    payload = `--fz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${(JSON.stringify(c.hostile[0]) ?? '').slice(0, 200)}\r\n--fz--\r\n`;
  } else if (hasBody || c.mutation === 'bad-json' || c.mutation === 'oversize') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(fields);
    if (c.mutation === 'wrong-body-type') payload = JSON.stringify(c.hostile[0]) ?? 'null';
    if (c.mutation === 'bad-json') payload = payload.slice(0, Math.max(1, payload.length - 2)) + '{,';
    if (c.mutation === 'wrong-content-type') headers['content-type'] = c.contentType;
    if (c.mutation === 'oversize')
      payload = JSON.stringify({ ...fields, pad: 'x'.repeat(1.2 * 1024 * 1024) });
    if (c.mutation === 'deep-nesting') payload = deepJson(c.depth);
  }
  if (c.mutation === 'deep-nesting' && c.endpoint.family === 'tcg')
    url = `/api/ecommerce/products/tcg_search/?q=${encodeURIComponent('-('.repeat(c.depth % 400) + 'x')}`;
  return {
    family: c.endpoint.family,
    host,
    identity: c.identity,
    method: c.endpoint.method,
    url,
    headers,
    payload,
    noCsrf: c.noCsrf,
    mutation: c.mutation,
  };
}
