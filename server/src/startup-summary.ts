import type { Config } from './config.ts';
import { storeOrigin } from './platform/public-url.ts';

/** The database a server uses, for its log: the embedded directory, or the server without credentials. */
function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `embedded PostgreSQL (PGlite) in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

/** The first log lines of `npm start`: the mode and what it means, the database, and e-mail links. */
export function startupSummary(config: Config): string[] {
  const example = (domain: string) => storeOrigin(config.publicUrl, { slug: domain, domains: [domain] });
  const mode = config.production
    ? `production mode (NODE_ENV=${config.nodeEnv}; set NODE_ENV=development for development)`
    : `${config.nodeEnv} mode (not production: set NODE_ENV=production or unset it for npm start)`;
  const https = config.trustProxy
    ? 'TRUST_PROXY on: X-Forwarded-Proto https gets Secure cookies'
    : 'TRUST_PROXY off: only direct HTTPS gets Secure cookies';
  return [
    `Storefront in ${mode}`,
    `Cookies: Secure over HTTPS (${https})${config.production ? '; HSTS over HTTPS' : '; no HSTS outside production'}`,
    `Database: ${describeDatabase(config)}`,
    `E-mail links: ${example('shop.example.com')} for a real domain, ${example('cards.localhost')} for a loopback one`,
  ];
}
