// `npm run store -- <command>`: create and manage stores (issue 15; README "Stores and the platform console").
//   create --slug <slug> --name "<name>" --domain <host> [--domain <host>…] [--app-type ecommerce|inventory|website]
//          --owner-email <email> [--owner-username <name>] [--owner-password <pw>]
//   list | suspend <slug> | resume <slug> | add-domain <slug> <host> | delete --confirm <slug>
//   stripe-account <slug> <acct_…|none>
//   operator create --email <email> [--name "<name>"] [--password <pw>]
// With a server running on the embedded database, the work goes through its API (only one process may open
// the database); otherwise the CLI opens the database itself.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import type { StoreSummary } from '@storefront/contract/platform-admin';
import { loadConfig } from '../config.ts';
import { DomainError } from '../platform/errors.ts';
import { runningServer } from '../running-server.ts';
import { ensureSecret } from '../secret-key.ts';
import { directBackend, remoteBackend, RemoteError, type StoreBackend } from './store-backends.ts';

const USAGE = `Usage: npm run store -- <command>
  create --slug <slug> --name "<name>" --domain <host> [--domain <host>…] [--app-type ecommerce|inventory|website]
         --owner-email <email> [--owner-username <name>] [--owner-password <pw>]
  list
  suspend <slug>
  resume <slug>
  add-domain <slug> <host>
  stripe-account <slug> <acct_…|none>
  delete --confirm <slug>
  operator create --email <email> [--name "<name>"] [--password <pw>]`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    slug: { type: 'string' },
    name: { type: 'string' },
    domain: { type: 'string', multiple: true },
    'app-type': { type: 'string' },
    'owner-email': { type: 'string' },
    'owner-username': { type: 'string' },
    'owner-password': { type: 'string' },
    confirm: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Wrong arguments found once the database is open: reported, then the database is closed. */
class UsageError extends Error {}
function usage(message: string): never {
  throw new UsageError(message);
}

const [command, ...args] = positionals;
if (!command || values.help) fail(USAGE);

const row = (s: StoreSummary) =>
  [
    s.slug.padEnd(16),
    s.status.padEnd(10),
    String(s.products).padStart(8),
    String(s.orders).padStart(7),
    String(s.users).padStart(6),
    '  ',
    s.domains.join(', '),
  ].join(' ');

function describe(store: StoreSummary): string {
  return `${store.name} (${store.slug}), ${store.status}, at ${store.url ?? 'no domain'}; domains: ${store.domains.join(', ')}`;
}

async function run(backend: StoreBackend, slugArg: string | undefined): Promise<void> {
  switch (command) {
    case 'create': {
      const created = await backend.create({
        slug: values.slug ?? '',
        name: values.name ?? '',
        domains: values.domain ?? [],
        ...(values['app-type'] && { app_type: values['app-type'] as 'ecommerce' }),
        owner_email: values['owner-email'] ?? '',
        ...(values['owner-username'] && { owner_username: values['owner-username'] }),
        ...(values['owner-password'] && { owner_password: values['owner-password'] }),
      });
      console.log(`Created ${describe(created.store)}.`);
      console.log(`Owner (admin): ${created.owner.username} <${created.owner.email}>`);
      if (created.set_password_link)
        console.log(`Set-password link (also e-mailed, works once, 7 days):\n${created.set_password_link}`);
      return;
    }
    case 'list': {
      const stores = await backend.list();
      console.log(`${'slug'.padEnd(16)} ${'status'.padEnd(10)} products  orders  users   domains`);
      for (const s of stores) console.log(row(s));
      return;
    }
    case 'suspend':
    case 'resume': {
      if (!slugArg) usage(`Usage: npm run store -- ${command} <slug>`);
      const store = await backend.setStatus(slugArg, command === 'suspend' ? 'suspended' : 'active');
      console.log(`${command === 'suspend' ? 'Suspended' : 'Resumed'} ${describe(store)}.`);
      return;
    }
    case 'add-domain': {
      const domain = values.domain?.[0] ?? args[1];
      if (!slugArg || !domain) usage('Usage: npm run store -- add-domain <slug> <host>');
      console.log(`Added ${domain}: ${describe(await backend.addDomain(slugArg, domain))}.`);
      return;
    }
    case 'stripe-account': {
      const account = args[1];
      if (!slugArg || !account) usage('Usage: npm run store -- stripe-account <slug> <acct_…|none>');
      const store = await backend.setStripeAccount(slugArg, account === 'none' ? null : account);
      console.log(
        `Card payments of ${describe(store)} go to ${store.stripe_account_id ?? "the platform's own Stripe account"}.`,
      );
      return;
    }
    case 'delete': {
      const slug = slugArg ?? values.confirm;
      if (!slug || !values.confirm) usage('Usage: npm run store -- delete --confirm <slug>');
      await backend.remove(slug, values.confirm);
      console.log(`Deleted the store ${slug} and every row it owned.`);
      return;
    }
    case 'operator': {
      if (args[0] !== 'create' || !values.email) usage(USAGE);
      const password = values.password ?? randomBytes(12).toString('base64url');
      const operator = await backend.createOperator({
        email: values.email,
        name: values.name ?? '',
        password,
      });
      console.log(`Created the platform operator ${operator.email}.`);
      if (!values.password) console.log(`Password (shown once): ${password}`);
      return;
    }
    default:
      usage(USAGE);
  }
}

/** Prints what was wrong with the input (the database is closed afterwards, so nothing is left open). */
function report(error: unknown): void {
  process.exitCode = 1;
  if (error instanceof DomainError || error instanceof RemoteError) {
    const fields = Object.entries(error.fields ?? {}).map(([k, v]) => `\n  ${k}: ${v}`);
    console.error(`Error: ${error.message}${fields.join('')}`);
  } else if (error instanceof ZodError) {
    console.error(
      `Error:${error.issues.map((i) => `\n  ${i.path.join('.') || 'input'}: ${i.message}`).join('')}`,
    );
  } else if (error instanceof UsageError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
}

const config = ensureSecret(loadConfig());
const server = runningServer(config);
const backend = server ? remoteBackend(config, server.port) : await directBackend(config);
console.error(`(working on ${backend.where})`);
const slugArg = command === 'operator' ? undefined : (values.slug ?? args[0]);
try {
  await run(backend, slugArg);
} catch (error) {
  report(error);
} finally {
  await backend.close();
}
