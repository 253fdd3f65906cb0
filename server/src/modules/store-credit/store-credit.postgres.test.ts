import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { createTestApp, hasPostgres, type TestApp } from '../../test/test-app.ts';
import { creditFromBuylist, spendOnOrder } from './store-credit.service.ts';
import { unreconciled, userIdOf } from './store-credit.test-helpers.ts';

const CHECKOUTS = 20;

describe.skipIf(!hasPostgres)('store credit under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let tenantId: string;
  let shopperId: number;
  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    tenantId = t.stores.cards!.id;
    shopperId = await userIdOf(t.handle.db, t.stores.cards!, 'shopper');
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.handle.db.execute(sql`delete from store_credit_entries`);
    await t.handle.db.execute(sql`delete from store_credit_accounts`);
  });

  const spend = (i: number, cents: number) =>
    withTenant(t.handle.db, tenantId, (tx) =>
      spendOnOrder(tx, tenantId, shopperId, cents, { id: 1000 + i, number: `T-${i}`, totalCents: 10_000 }),
    );

  it(`${CHECKOUTS} checkouts at once spending $30 of a $100 balance: exactly 3 succeed`, async () => {
    await withTenant(t.handle.db, tenantId, (tx) => creditFromBuylist(tx, tenantId, shopperId, 10_000, 1));
    const results = await Promise.allSettled(Array.from({ length: CHECKOUTS }, (_, i) => spend(i, 3000)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(CHECKOUTS - 3);
    for (const r of lost)
      expect(r.reason).toMatchObject({
        status: 409,
        message: 'You do not have that much store credit',
      });
    const [account] = await queryRows<{ balance: string }>(
      t.handle.db,
      sql`select balance::text from store_credit_accounts where user_id = ${shopperId}`,
    );
    expect(account!.balance).toBe('10.00');
    expect(await unreconciled(t.handle.db)).toEqual([]);
  });

  it('credits and debits racing each other keep the ledger reconciled and never negative', async () => {
    await withTenant(t.handle.db, tenantId, (tx) => creditFromBuylist(tx, tenantId, shopperId, 1000, 1));
    const work = Array.from({ length: 40 }, (_, i) =>
      i % 2
        ? spend(i, 700)
        : withTenant(t.handle.db, tenantId, (tx) => creditFromBuylist(tx, tenantId, shopperId, 500, i)),
    );
    const results = await Promise.allSettled(work);
    const debits = results.filter((r, i) => i % 2 && r.status === 'fulfilled').length;
    const [row] = await queryRows<{ balance: string; negatives: number }>(
      t.handle.db,
      sql`select a.balance::text,
                 (select count(*)::int from store_credit_entries e where e.balance_after < 0) as negatives
            from store_credit_accounts a where a.user_id = ${shopperId}`,
    );
    expect(row!.negatives).toBe(0);
    expect(Number(row!.balance) * 100).toBe(1000 + 20 * 500 - debits * 700);
    expect(await unreconciled(t.handle.db)).toEqual([]);
  });
});
