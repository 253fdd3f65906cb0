import type { TenantRow } from '../db/tenants.tables.ts';

/** How links in e-mails are built: the configured scheme and port; the host is always the store's own. */
export interface PublicUrlSettings {
  production: boolean;
  /** The port the server listens on; links to loopback stores and in development carry it. */
  port: number;
  /** PUBLIC_URL_SCHEME, when set. */
  scheme: 'http' | 'https' | undefined;
  /** PUBLIC_PORT, when set. */
  publicPort: number | undefined;
}

const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i;

/** `localhost`, `*.localhost` and loopback addresses: they resolve to this machine and have no certificate. */
export const isLoopbackHost = (host: string): boolean => LOOPBACK.test(host);

/** The scheme a store's links use: https in production, http for loopback domains and in development. */
export function publicScheme(settings: PublicUrlSettings, domain: string): 'http' | 'https' {
  return settings.scheme ?? (settings.production && !isLoopbackHost(domain) ? 'https' : 'http');
}

/**
 * The origin of a store for links sent out of band (e-mail): its primary domain, the first of its
 * `domains`, never the Host a request came with, so an attacker's Host cannot capture a token.
 */
export function storeOrigin(
  settings: PublicUrlSettings,
  tenant: Pick<TenantRow, 'slug' | 'domains'>,
): string {
  const domain = tenant.domains[0];
  if (!domain) throw new Error(`Store ${tenant.slug} has no domain to link to`);
  const scheme = publicScheme(settings, domain);
  const port =
    settings.publicPort ?? (!settings.production || isLoopbackHost(domain) ? settings.port : undefined);
  const defaultPort = scheme === 'https' ? 443 : 80;
  return `${scheme}://${domain}${port && port !== defaultPort ? `:${port}` : ''}`;
}
