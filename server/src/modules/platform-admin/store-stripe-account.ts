import type { StoreSummary } from '@storefront/contract/platform-admin';
import { tenantBySlug } from '../../db/tenants.ts';
import { BadRequest, DomainError, NotFound } from '../../platform/errors.ts';
import type { StripeGateway } from '../../platform/payments/index.ts';
import { hasIntentOrders } from '../orders/index.ts';
import { setTenantStripeAccount } from '../tenant/index.ts';
import { announced, summaryOf, type PlatformDeps } from './stores.service.ts';

export const STRIPE_ACCOUNT_MESSAGES = {
  notConfigured:
    'Stripe is not configured on this server: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET first.',
  unknown: 'Stripe knows no such account connected to this platform.',
  notOnboarded: 'This account cannot take card payments yet: its owner must finish onboarding in Stripe.',
  paidAlready:
    'This store has taken card payments through Stripe: their refunds must go back through the account that took them, so its account cannot change here (docs/payments.md).',
  unreachable: 'Stripe did not answer; try again in a minute.',
} as const;

const refused = (message: string) => new BadRequest(message, { account_id: message });

/**
 * Sets the Connect account a store's card payments go to, or null for the platform's own (decision 054).
 * A new account must be one Stripe says is connected to this platform and may take payments; once the
 * store has orders paid through Stripe the account is fixed, since their refunds go back through it.
 */
export async function setStoreStripeAccount(
  deps: PlatformDeps,
  stripe: StripeGateway | null,
  slug: string,
  accountId: string | null,
): Promise<StoreSummary> {
  const store = await tenantBySlug(deps.db, slug);
  if (!store) throw new NotFound(`No store with slug "${slug}"`);
  if (store.stripeAccountId === accountId) return summaryOf(deps, store);
  if (accountId) {
    if (!stripe) throw refused(STRIPE_ACCOUNT_MESSAGES.notConfigured);
    const account = await stripe.connectedAccount(accountId).catch(() => {
      throw new DomainError(502, STRIPE_ACCOUNT_MESSAGES.unreachable);
    });
    if (!account) throw refused(STRIPE_ACCOUNT_MESSAGES.unknown);
    if (!account.chargesEnabled) throw refused(STRIPE_ACCOUNT_MESSAGES.notOnboarded);
  }
  const updated = await deps.db.transaction(async (tx) => {
    if (await hasIntentOrders(tx, store.id)) throw refused(STRIPE_ACCOUNT_MESSAGES.paidAlready);
    return announced(tx, await setTenantStripeAccount(tx, slug, accountId));
  });
  if (!updated) throw new NotFound(`No store with slug "${slug}"`);
  return summaryOf(deps, updated);
}
