import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../test/reconciliation/reconciliation-check.test-helpers.ts';
import { monthTotals, summary } from '../../test/reconciliation/reconciliation-totals.test-helpers.ts';
import { openMonth, replay } from '../../test/reconciliation/reconciliation-month.test-helpers.ts';
import { monthStore, type MonthStore } from '../../test/reconciliation/reconciliation-store.test-helpers.ts';

// Issue 27: a month of mixed orders and refunds, replayed through the HTTP API from a fixed seed, kept in
// the test's own books and reconciled to the cent: each order, each customer's credit, each variant's stock.
const SEED = 20261101;
const EVENTS = 200;

let m: MonthStore;
beforeAll(async () => {
  m = await monthStore();
});
afterAll(() => m.t.close());

describe('a month of orders and refunds (test card gateway)', () => {
  it(`reconciles to the cent after ${EVENTS} events from seed ${SEED}`, async () => {
    const month = await openMonth(m, SEED);
    await replay(month, EVENTS);
    await reconcile(month);
    const totals = await monthTotals(month);
    console.log(summary(`Month replay, seed ${SEED}, ${EVENTS} events (test card gateway):`, month, totals));
    expect(totals.orders).toBeGreaterThan(60);
    expect([...month.b.refusals.values()].reduce((s, n) => s + n, 0)).toBeGreaterThan(10);
  }, 240_000);
});
