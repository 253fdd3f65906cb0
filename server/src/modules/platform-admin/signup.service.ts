import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Signup, SignupDone } from '@storefront/contract/platform-admin';
import { SignupSchema } from '@storefront/contract/platform-admin';
import { tenantByDomain, tenantBySlug } from '../../db/tenants.ts';
import { BadRequest, Conflict, TooManyRequests } from '../../platform/errors.ts';
import { storeOrigin } from '../../platform/public-url.ts';
import { databaseCounters, singleUse } from '../../platform/shared-counters.ts';
import { createStore, type PlatformDeps } from './stores.service.ts';

/** How long a signup's verification link works. */
export const SIGNUP_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface SignupDeps extends PlatformDeps {
  secretKey: string;
  /** A new store answers on `<subdomain>.<storeDomain>`. */
  storeDomain: string;
  /** Signup e-mails one recipient gets a day, whoever asks (SIGNUP_MAILS_PER_RECIPIENT). */
  mailsPerRecipient: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface SignupClaim {
  name: string;
  subdomain: string;
  email: string;
  expires: number;
}

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`signup:${payload}`).digest('base64url');

/** A signed, self-contained token: nothing is stored until the link is opened (the store is the record). */
export function signupToken(secret: string, claim: SignupClaim): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

const INVALID = 'This link is invalid or has expired. Please open your store again.';

function claimOf(secret: string, token: string, now = Date.now()): SignupClaim {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw new BadRequest(INVALID);
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new BadRequest(INVALID);
  const claim = JSON.parse(Buffer.from(payload, 'base64url').toString()) as SignupClaim;
  if (!(claim.expires > now)) throw new BadRequest(INVALID);
  return claim;
}

const domainOf = (deps: SignupDeps, subdomain: string) => `${subdomain}.${deps.storeDomain}`;

async function assertFree(deps: SignupDeps, subdomain: string) {
  const domain = domainOf(deps, subdomain);
  if (
    domain === deps.platformHost ||
    (await tenantBySlug(deps.db, subdomain)) ||
    (await tenantByDomain(deps.db, domain))
  )
    throw new Conflict(`${domain} is taken: please choose another subdomain`, {
      subdomain: 'Already taken.',
    });
}

/**
 * Checks the wished-for store (name, free and unreserved subdomain) and mails the person a link, valid 24
 * hours, that creates it. Nothing is written until the link is opened. One recipient gets at most
 * `mailsPerRecipient` such e-mails a day, counted in the shared counters whichever address asked (429).
 */
export async function requestSignup(deps: SignupDeps, raw: Signup): Promise<{ message: string }> {
  const input = SignupSchema.parse(raw);
  await assertFree(deps, input.subdomain);
  const sent = await databaseCounters(deps.db).add(`signup-mail:${input.email.toLowerCase()}`, DAY_MS);
  if (sent.count > deps.mailsPerRecipient)
    throw new TooManyRequests(
      `At most ${deps.mailsPerRecipient} signup e-mails go to one address a day: please use a link already sent.`,
      Math.ceil((sent.expiresMs - Date.now()) / 1000),
    );
  const token = signupToken(deps.secretKey, {
    name: input.store_name,
    subdomain: input.subdomain,
    email: input.email,
    expires: Date.now() + SIGNUP_LINK_LIFETIME_MS,
  });
  const platform = storeOrigin(deps.links, { slug: 'platform', domains: [deps.platformHost] });
  await deps.mailer.sendPlatform({
    to: input.email,
    subject: `Confirm your new store ${input.store_name}`,
    text: `Hello,\n\nYou asked to open the store "${input.store_name}" at ${domainOf(deps, input.subdomain)}. To create it, open this link:\n${platform}/signup/confirm?token=${token}\n\nThe link expires in 24 hours. If you did not ask for a store, ignore this message: nothing has been created.`,
  });
  return { message: `We have sent a link to ${input.email}. Open it within 24 hours to create your store.` };
}

const USED =
  'This link has been used already. If the store is yours, sign in on it, or use "Forgot password" there.';

/**
 * Creates the store a valid signup link names, with the person as its admin. A link works once: its use is
 * marked in the shared counters until it expires, so it never creates the store again, even after the store
 * was deleted (409). A failure that is not the link's (a database error) gives the link back.
 */
export async function confirmSignup(deps: SignupDeps, token: string): Promise<SignupDone> {
  const claim = claimOf(deps.secretKey, token);
  const once = singleUse(deps.db);
  const key = `signup:${createHash('sha256').update(token).digest('base64url')}`;
  if (!(await once.claim(key, claim.expires - Date.now()))) throw new Conflict(USED);
  try {
    const created = await createStore(deps, {
      slug: claim.subdomain,
      name: claim.name,
      domains: [domainOf(deps, claim.subdomain)],
      owner_email: claim.email,
    });
    return {
      store: { name: created.store.name, url: created.store.url ?? '' },
      set_password_link: created.set_password_link!,
    };
  } catch (error) {
    if (error instanceof Conflict)
      throw new Conflict(
        'This store exists already. If it is yours, sign in on it, or use "Forgot password" there.',
      );
    await once.release(key);
    throw error;
  }
}
