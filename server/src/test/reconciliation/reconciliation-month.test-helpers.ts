import { expect } from 'vitest';
import { bump, openBooks, type Month } from './reconciliation-books.test-helpers.ts';
import { placeMonthOrder } from './reconciliation-checkout.test-helpers.ts';
import { refusedCheckout } from './reconciliation-refused-checkout.test-helpers.ts';
import { seeded } from './reconciliation-model.test-helpers.ts';
import { refundMonthOrder } from './reconciliation-refund.test-helpers.ts';
import { grantCredit, moveStatus } from './reconciliation-staff.test-helpers.ts';
import type { MonthStore } from './reconciliation-store.test-helpers.ts';

type Event = (month: Month) => Promise<void>;

/** What happens in a month, by weight: mostly orders and refunds, some status moves, credit, refusals. */
const EVENTS: [string, number, Event][] = [
  ['order', 36, placeMonthOrder],
  ['status', 20, moveStatus],
  ['refund', 30, refundMonthOrder],
  ['credit', 7, grantCredit],
  ['refused checkout', 4, refusedCheckout],
];

/** A month ready to replay on `m`: its books opened, the generator seeded. */
export async function openMonth(m: MonthStore, seed: number, stripe = false): Promise<Month> {
  return { m, b: await openBooks(m), rng: seeded(seed), stripe, included: false };
}

/**
 * Replays `count` events drawn by the month's generator (plus `extra` ones, e.g. Stripe's), the store
 * switching to prices that include tax halfway, so both tax modes are booked.
 */
export async function replay(month: Month, count: number, extra: [string, number, Event][] = []) {
  const events = [...EVENTS, ...extra];
  const weight = events.reduce((s, [, w]) => s + w, 0);
  for (let i = 0; i < count; i++) {
    if (i === Math.floor(count / 2)) {
      const res = await month.m.asAdmin('PUT', '/api/manage/tax/settings/', { prices_include_tax: true });
      expect(res.statusCode).toBe(200);
      month.included = true;
    }
    // The first events place orders, so staff have something to work on.
    let roll = i < 8 ? 0 : month.rng.int(0, weight - 1);
    const [name, , run] = events.find(([, w]) => (roll -= w) < 0)!;
    bump(month.b.events, `event ${name}`);
    await run(month);
  }
}
