import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { tenants } from '../../db/tenants.tables.ts';
import { requestContext } from '../../platform/tenancy.ts';
import { runAlerts } from './wantlist-alerts.ts';

/**
 * The stores with a wantlist whose alerts are on: the one read across stores (owner connection), like the
 * payment sweeper's; each store's step then runs under its own policy.
 */
function storesWithAlerts(db: Database) {
  return queryRows<{ tenant_id: string }>(db, sql`select distinct tenant_id from wantlists where alerts`);
}

/** Runs every store's alert step once (each in turn; a failing store is logged and the others go on). */
export async function runAllAlerts(app: FastifyInstance, db: Database, now = new Date()) {
  for (const { tenant_id } of await storesWithAlerts(db)) {
    try {
      const [store] = await withTenant(db, tenant_id, (tx) =>
        tx.select().from(tenants).where(eq(tenants.id, tenant_id)),
      );
      if (store)
        await runAlerts(requestContext(db, store), { mailer: app.mailer, secret: app.config.secretKey }, now);
    } catch (error) {
      app.log.error(error, 'wantlist alerts failed');
    }
  }
}

/** Runs the alert step every `everyMs` (0: never) from the app's start to its close. */
export function alertTimer(app: FastifyInstance, db: Database, everyMs: number) {
  if (!everyMs) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      void runAllAlerts(app, db).finally(() => (running = false));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
