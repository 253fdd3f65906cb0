import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@storefront/contract/money';
import type { PricingPreview, PricingRule, PricingRun } from '@storefront/contract/pricing';
import { requestContext } from '../../platform/tenancy.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { importCards } from '../tcg/index.ts';
import { importPrices } from './price-import.service.ts';
import {
  allVariantPrices,
  rowVersions,
  sample,
  SAMPLES,
  subjectCard,
  variantPricesOf,
  variantsWithMarket,
} from './pricing.test-helpers.ts';

let t: TestApp;
let staff: { host: string; headers: Record<string, string> };
let subject: Awaited<ReturnType<typeof subjectCard>>;
const SCRYFALL = 'mtg/scryfall/mtg_scryfall_cards.json';

beforeAll(async () => {
  t = await createTestApp();
  await importCards(t.handle.db, t.stores.cards!, 'scryfall', {
    text: readFileSync(path.join(SAMPLES, SCRYFALL), 'utf8'),
    fileName: SCRYFALL,
  });
  await importPrices(requestContext(t.handle.db, t.stores.cards!), sample(SCRYFALL), { today: '2026-11-01' });
  staff = await signInAs(t, 'cards', 'staff');
  subject = await subjectCard(t.handle, t.stores.cards!);
}, 180_000);
afterAll(() => t.close());

type As = { host: string; headers: Record<string, string> };
const call = async <T>(as: As, method: string, url: string, payload?: unknown) => {
  const res = await injectAs(t.app, as.host, {
    method: method,
    url,
    headers: as.headers,
    ...(payload !== undefined && { payload: payload as object }),
  });
  return {
    status: res.statusCode,
    body: (res.body ? res.json() : null) as T & { error?: string; fields?: Record<string, string> },
  };
};
const rule = (fields: Record<string, unknown>) => ({ name: 'Rule', base: 'market', ...fields });
const createRule = async (fields: Record<string, unknown>) => {
  const res = await call<PricingRule>(staff, 'POST', '/api/manage/pricing/rules/', rule(fields));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const clearRules = async () => {
  const { body } = await call<{ results: PricingRule[] }>(staff, 'GET', '/api/manage/pricing/rules/');
  for (const r of body.results) await call(staff, 'DELETE', `/api/manage/pricing/rules/${r.id}/`);
};
const applyRules = async () => {
  const res = await call<PricingRun>(staff, 'POST', '/api/manage/pricing/apply/');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const undo = (run: PricingRun) => call<PricingRun>(staff, 'POST', `/api/manage/pricing/runs/${run.id}/undo/`);
const subjectPrices = () => variantPricesOf(t.handle, t.stores.cards!, subject.sku);

/** The subject's NM and LP non-foil prices after applying one rule for its set (then undone). */
async function priceWith(fields: Record<string, unknown>) {
  await clearRules();
  await createRule({ set_code: subject.set, finish: 'nonfoil', ...fields });
  const run = await applyRules();
  const prices = await subjectPrices();
  expect((await undo(run)).status).toBe(200);
  return { nm: prices['NM-N'], lp: prices['LP-N'] };
}

describe('pricing rules', () => {
  it('prices from the market price with each adjustment, condition multiplier, floor, ceiling and rounding', async () => {
    const m = subject.market;
    expect(await priceWith({})).toEqual({ nm: m, lp: Math.round(m * 0.85) });
    expect((await priceWith({ percent: -10 })).nm).toBe(Math.round(m * 0.9));
    expect((await priceWith({ amount: '0.25' })).nm).toBe(m + 25);
    expect((await priceWith({ amount: '-0.25', percent: 50 })).nm).toBe(Math.round(m * 1.5) - 25);
    expect((await priceWith({ floor: '500.00' })).nm).toBe(50000);
    expect((await priceWith({ ceiling: '0.10' })).nm).toBe(10);
    expect((await priceWith({ rounding: '99' })).nm).toBe(Math.ceil((m + 1) / 100) * 100 - 1);
    expect((await priceWith({ rounding: '49-99' })).nm).toBe(Math.ceil((m + 1) / 50) * 50 - 1);
    expect((await priceWith({ base: 'fixed', fixed_price: '3.00' })).nm).toBe(300);
    expect((await priceWith({ base: 'provider', provider: 'cardmarket' })).nm).toBe(subject.eur);
    expect((await priceWith({ condition: 'LP', percent: 100 })).lp).toBe(Math.round(m * 0.85 * 2));
    // Eleven applies and undos: over 30 s when the machine is loaded.
  }, 90_000);

  it('skips a rule whose price band leaves the card out, and uses edited condition multipliers', async () => {
    const before = await subjectPrices();
    const above = ((subject.market + 1) / 100).toFixed(2);
    expect((await priceWith({ min_price: above, amount: '1.00' })).nm).toBe(before['NM-N']);
    const settings = {
      condition_percents: { NM: 100, LP: 80, MP: 70, HP: 50, DMG: 35 },
      market_provider: 'tcgplayer',
      auto_apply: false,
    };
    expect((await call(staff, 'PUT', '/api/manage/pricing/settings/', settings)).status).toBe(200);
    expect((await priceWith({})).lp).toBe(Math.round(subject.market * 0.8));
    settings.condition_percents.LP = 85;
    await call(staff, 'PUT', '/api/manage/pricing/settings/', settings);
  });

  it('matches rules in order: the first matching rule prices a variant', async () => {
    await clearRules();
    const forSet = await createRule({
      name: 'Set',
      set_code: subject.set,
      finish: 'nonfoil',
      condition: 'NM',
      amount: '2.00',
    });
    const all = await createRule({ name: 'All', finish: 'nonfoil', condition: 'NM', amount: '1.00' });
    let run = await applyRules();
    expect((await subjectPrices())['NM-N']).toBe(subject.market + 200);
    await undo(run);
    const reordered = await call<{ results: PricingRule[] }>(
      staff,
      'PUT',
      '/api/manage/pricing/rules/order/',
      {
        ids: [all.id, forSet.id],
      },
    );
    expect(reordered.body.results.map((r) => r.name)).toEqual(['All', 'Set']);
    run = await applyRules();
    expect((await subjectPrices())['NM-N']).toBe(subject.market + 100);
    await undo(run);
    expect((await call(staff, 'PUT', '/api/manage/pricing/rules/order/', { ids: [all.id] })).status).toBe(
      400,
    );
  });

  it('previews exactly what apply then does, and undo puts every price back', async () => {
    await clearRules();
    await createRule({ percent: 10, rounding: '99', floor: '1.50' });
    const before = await allVariantPrices(t.handle, t.stores.cards!);
    const preview = (await call<PricingPreview>(staff, 'POST', '/api/manage/pricing/preview/')).body;
    expect(preview.changed).toBeGreaterThan(100);
    expect(preview.floor_hits).toBeGreaterThan(0);
    expect(preview.at_floor.map((c) => c.new_price)).toEqual(Array(10).fill('1.50'));
    expect(await allVariantPrices(t.handle, t.stores.cards!)).toEqual(before);
    const run = await applyRules();
    expect(run.changed).toBe(preview.changed);
    const after = await allVariantPrices(t.handle, t.stores.cards!);
    for (const c of [...preview.rises, ...preview.falls]) {
      expect(after[c.variant_id]).toBe(c.new_price);
      expect(before[c.variant_id]).toBe(c.old_price);
    }
    const changed = Object.keys(after).filter((id) => after[id] !== before[id]).length;
    expect(changed).toBe(preview.changed);
    // Applying again changes nothing; undo puts the first run back once the second is undone.
    const again = await applyRules();
    expect(again.changed).toBe(0);
    expect((await undo(run)).status).toBe(409);
    expect((await undo(again)).status).toBe(200);
    expect((await undo(run)).body.undone_at).not.toBeNull();
    expect(await allVariantPrices(t.handle, t.stores.cards!)).toEqual(before);
    expect((await undo(run)).status).toBe(409);
    const audit = await call<{ results: { action: string }[] }>(
      await signInAs(t, 'cards', 'admin'),
      'GET',
      '/api/manage/audit/',
    );
    expect(audit.body.results.slice(0, 4).map((a) => a.action)).toEqual([
      'pricing.undo',
      'pricing.undo',
      'pricing.apply',
      'pricing.apply',
    ]);
  });

  it('rewrites only the rows whose price changes, and nothing when no price would', async () => {
    await clearRules();
    await createRule({ set_code: subject.set, finish: 'nonfoil', condition: 'NM', amount: '1.00' });
    const before = await rowVersions(t.handle, t.stores.cards!);
    const run = await applyRules();
    const after = await rowVersions(t.handle, t.stores.cards!);
    const keys = Object.keys(after);
    const rewritten = keys.filter((k) => after[k]!.xmin !== before[k]!.xmin).sort();
    const repriced = keys.filter((k) => after[k]!.price !== before[k]!.price).sort();
    expect(repriced.filter((k) => k.startsWith('variant:'))).toHaveLength(run.changed);
    expect(repriced.filter((k) => k.startsWith('card:')).length).toBeGreaterThan(0);
    expect(rewritten).toEqual(repriced);
    const again = await applyRules();
    expect(again.changed).toBe(0);
    expect(await rowVersions(t.handle, t.stores.cards!)).toEqual(after);
    await undo(again);
    await undo(run);
  });

  it('prices every variant of the store (over 700) exactly as the rule says, as many as the preview counted', async () => {
    await clearRules();
    await createRule({ percent: 10, rounding: '99', floor: '1.50' });
    const variants = await variantsWithMarket(t.handle, t.stores.cards!);
    expect(variants.length).toBeGreaterThan(700);
    const conditionPercent: Record<string, number> = { NM: 100, LP: 85, MP: 70, HP: 50, DMG: 35 };
    // market × condition % × 110 %, to the cent (half up), up to .99, at least 1.50: integer cents only.
    const ruled = (market: number, condition: string) => {
      const cents = Math.floor((market * (conditionPercent[condition] ?? 100) * 110 + 5000) / 10_000);
      return Math.max(Math.ceil((cents + 1) / 100) * 100 - 1, 150);
    };
    const expected = variants.map((v) => [v.id, v.market === null ? v.price : ruled(v.market, v.condition)]);
    const preview = (await call<PricingPreview>(staff, 'POST', '/api/manage/pricing/preview/')).body;
    const run = await applyRules();
    const after = await allVariantPrices(t.handle, t.stores.cards!);
    expect(variants.map((v) => [v.id, toCents(after[v.id]!)])).toEqual(expected);
    const changed = variants.filter((v) => toCents(after[v.id]!) !== v.price).length;
    expect(run.changed).toBe(changed);
    expect(preview.changed).toBe(changed);
    expect((await undo(run)).status).toBe(200);
  });

  it('never prices below the cost of a supplier who keeps their own prices', async () => {
    await clearRules();
    const supplier = await signInAs(t, 'cards', 'nova_cards');
    expect((await call(supplier, 'GET', '/api/manage/pricing/supplier/')).body).toEqual({ mode: 'store' });
    for (const name of ['nova_cards', 'dragonhoard', 'mintcondition', 'toploader_tom'])
      await call(await signInAs(t, 'cards', name), 'PUT', '/api/manage/pricing/supplier/', { mode: 'own' });
    await createRule({ base: 'fixed', fixed_price: '0.01' });
    const preview = (await call<PricingPreview>(staff, 'POST', '/api/manage/pricing/preview/')).body;
    const run = await applyRules();
    expect(run.changed).toBe(preview.changed);
    // Every in-stock variant stays at or above its dearest own-price offer; the rest fall to 0.01.
    expect(preview.floor_hits).toBeGreaterThan(0);
    const prices = await subjectPrices();
    expect(Object.values(prices).every((p) => p >= 1)).toBe(true);
    await undo(run);
    for (const name of ['nova_cards', 'dragonhoard', 'mintcondition', 'toploader_tom'])
      await call(await signInAs(t, 'cards', name), 'PUT', '/api/manage/pricing/supplier/', { mode: 'store' });
  });

  it('re-applies the rules after a price import when the store asks for it', async () => {
    await clearRules();
    await createRule({ finish: 'nonfoil', condition: 'NM', amount: '5.00' });
    const settings = {
      condition_percents: { NM: 100, LP: 85, MP: 70, HP: 50, DMG: 35 },
      market_provider: 'tcgplayer',
      auto_apply: true,
    };
    await call(staff, 'PUT', '/api/manage/pricing/settings/', settings);
    const summary = await importPrices(requestContext(t.handle.db, t.stores.cards!), sample(SCRYFALL), {
      today: '2026-11-02',
    });
    expect(summary.applied?.actor).toBe('price import');
    expect((await subjectPrices())['NM-N']).toBe(subject.market + 500);
    await undo(summary.applied!);
    await call(staff, 'PUT', '/api/manage/pricing/settings/', { ...settings, auto_apply: false });
  });

  it('refuses a rule that does not hold together, with readable fields', async () => {
    const bad = await call(
      staff,
      'POST',
      '/api/manage/pricing/rules/',
      rule({ base: 'fixed', floor: '5', ceiling: '1', amount: 'x' }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['amount', 'ceiling', 'fixed_price']);
  });

  it('is for staff and admins only; a supplier sets only their own mode', async () => {
    const anonymous = { host: 'cards.localhost', headers: {} };
    expect((await call(anonymous, 'GET', '/api/manage/pricing/rules/')).status).toBe(401);
    for (const name of ['shopper', 'nova_cards']) {
      const as = await signInAs(t, 'cards', name);
      expect((await call(as, 'GET', '/api/manage/pricing/rules/')).status).toBe(403);
      expect((await call(as, 'POST', '/api/manage/pricing/apply/')).status).toBe(403);
    }
    expect((await call(staff, 'GET', '/api/manage/pricing/supplier/')).status).toBe(403);
    expect(
      (await call(await signInAs(t, 'cards', 'admin'), 'GET', '/api/manage/pricing/rules/')).status,
    ).toBe(200);
  });

  it("keeps each store's rules, runs and prices behind its wall", async () => {
    await clearRules();
    const mine = await createRule({ amount: '1.00' });
    const run = await applyRules();
    const outdoor = await signInAs(t, 'outdoor', 'staff');
    expect(
      (await call<{ results: unknown[] }>(outdoor, 'GET', '/api/manage/pricing/rules/')).body.results,
    ).toEqual([]);
    expect((await call(outdoor, 'PUT', `/api/manage/pricing/rules/${mine.id}/`, rule({}))).status).toBe(404);
    expect((await call(outdoor, 'DELETE', `/api/manage/pricing/rules/${mine.id}/`)).status).toBe(404);
    expect((await call(outdoor, 'POST', `/api/manage/pricing/runs/${run.id}/undo/`)).status).toBe(404);
    expect((await call<PricingPreview>(outdoor, 'POST', '/api/manage/pricing/preview/')).body.matched).toBe(
      0,
    );
    const product = (await variantPricesOf(t.handle, t.stores.cards!, subject.sku)) && subject.sku;
    const history = await injectAs(t.app, 'outdoor.localhost', {
      method: 'GET',
      url: `/api/pricing/products/1/history/`,
    });
    expect(history.json()).toEqual({ days: 90, series: [] });
    expect(product).toBe(subject.sku);
    expect((await undo(run)).status).toBe(200);
  });
});
