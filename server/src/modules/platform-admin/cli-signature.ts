import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header the store CLI signs its calls to a running server with (the server's SECRET_KEY). */
export const CLI_HEADER = 'x-platform-cli';
/** A signature is good for one minute either side of the server's clock. */
export const MAX_SKEW_MS = 60_000;

/** The SHA-256 of a call's body as sent (base64url); an absent body is the empty one. */
export const bodyDigest = (body: string | Buffer = '') =>
  createHash('sha256').update(body).digest('base64url');

interface Signed {
  at: number;
  nonce: string;
  method: string;
  url: string;
  digest: string;
}

const mac = (secret: string, s: Signed) =>
  createHmac('sha256', secret)
    .update(`platform-cli\n${s.at}\n${s.nonce}\n${s.method}\n${s.url}\n${s.digest}`)
    .digest('base64url');

/**
 * `<ms>.<nonce>.<hmac>` over the time, a random single-use nonce, the method, the URL and the SHA-256 of the
 * body: only a process that can read the server's key makes one, and it signs exactly one call.
 */
export function signCliCall(
  secret: string,
  method: string,
  url: string,
  body = '',
  now = Date.now(),
  nonce = randomBytes(16).toString('base64url'),
): string {
  return `${now}.${nonce}.${mac(secret, { at: now, nonce, method, url, digest: bodyDigest(body) })}`;
}

/**
 * The nonce of a signature of this call (made within the last minute, over this method, URL and body
 * digest), or null. The caller makes sure the nonce is used once (it is kept until its window passes).
 */
export function signedCliNonce(
  secret: string,
  header: string | undefined,
  call: { method: string; url: string; digest: string },
  now = Date.now(),
): string | null {
  const [at, nonce, signature, extra] = (header ?? '').split('.');
  const time = Number(at);
  if (!at || !nonce || !signature || extra !== undefined || !Number.isSafeInteger(time)) return null;
  if (!/^[\w-]{16,64}$/.test(nonce) || Math.abs(now - time) > MAX_SKEW_MS) return null;
  const expected = Buffer.from(mac(secret, { at: time, nonce, ...call }));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}
