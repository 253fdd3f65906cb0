import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the store CLI signs its calls to a running server with (the server's SECRET_KEY). */
export const CLI_HEADER = 'x-platform-cli';
/** A signature is good for one minute either side of the server's clock. */
const MAX_SKEW_MS = 60_000;

const mac = (secret: string, at: number, method: string, url: string) =>
  createHmac('sha256', secret).update(`platform-cli\n${at}\n${method}\n${url}`).digest('base64url');

/** `<ms>.<hmac>` over the time, method and URL: only a process that can read the server's key makes one. */
export function signCliCall(secret: string, method: string, url: string, now = Date.now()): string {
  return `${now}.${mac(secret, now, method, url)}`;
}

/** Whether `header` signs this call, made within the last minute. */
export function isSignedCliCall(
  secret: string,
  header: string | undefined,
  method: string,
  url: string,
  now = Date.now(),
): boolean {
  const [at, signature, extra] = (header ?? '').split('.');
  const time = Number(at);
  if (!at || !signature || extra !== undefined || !Number.isSafeInteger(time)) return false;
  if (Math.abs(now - time) > MAX_SKEW_MS) return false;
  const expected = Buffer.from(mac(secret, time, method, url));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
