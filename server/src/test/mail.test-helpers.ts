import { and, desc, eq } from 'drizzle-orm';
import { withTenant } from '../db/tenant-scope.ts';
import { outbox } from '../platform/mail.tables.ts';
import type { TestApp } from './test-app.ts';

/** The latest e-mail to `to` in store `slug` (after the e-mails still being sent). */
export async function lastMail(t: TestApp, slug: string, to: string) {
  await t.app.background.idle();
  const store = t.stores[slug]!;
  const [mail] = await withTenant(t.handle.db, store.id, (tx) =>
    tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.tenantId, store.id), eq(outbox.to, to)))
      .orderBy(desc(outbox.id))
      .limit(1),
  );
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
