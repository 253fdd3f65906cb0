import { describe, expect, it } from 'vitest';
import { buyPrices, marketCents, wantedQuantity, type BuyRule } from './buy-prices.ts';

const rule: BuyRule = {
  cashPercent: 30,
  creditPercent: 45,
  conditionPercents: { NM: 100, LP: 85, MP: 70, HP: 50, DMG: 35 },
};

describe('buy prices', () => {
  it('pays 30 % cash and 45 % credit of a Near Mint market price', () => {
    expect(buyPrices(1000, 'NM', rule)).toEqual({ cashCents: 300, creditCents: 450 });
  });
  it('applies the condition multiplier and rounds to the cent', () => {
    expect(buyPrices(999, 'LP', rule)).toEqual({ cashCents: 255, creditCents: 382 });
  });
  it('adds a hotlist bonus and refuses a card the store is not buying', () => {
    const hot = { hotlistPercent: 20, notBuying: false, maxQuantity: null };
    expect(buyPrices(1000, 'NM', rule, hot)).toEqual({ cashCents: 360, creditCents: 540 });
    expect(buyPrices(1000, 'NM', rule, { ...hot, notBuying: true })).toBeNull();
    expect(buyPrices(0, 'NM', rule)).toBeNull();
  });
  it('takes the Near Mint variant of the finish as the market price, else the card price', () => {
    const variants = [
      { condition: 'LP', foil: false, cents: 800 },
      { condition: 'NM', foil: false, cents: 1000 },
      { condition: 'NM', foil: true, cents: 2500 },
    ];
    expect(marketCents(700, variants, 'nonfoil')).toBe(1000);
    expect(marketCents(700, variants, 'foil')).toBe(2500);
    expect(marketCents(700, [], 'foil')).toBe(1400);
    expect(marketCents(700, [], 'nonfoil')).toBe(700);
  });
  it('prefers the market price from the pricing module, falling back when there is none', () => {
    const variants = [{ condition: 'NM', foil: false, cents: 1000 }];
    expect(marketCents(700, variants, 'nonfoil', 1234)).toBe(1234);
    expect(marketCents(700, variants, 'nonfoil', undefined)).toBe(1000);
    expect(marketCents(700, variants, 'nonfoil', 0)).toBe(1000);
    expect(buyPrices(marketCents(700, variants, 'nonfoil', 1234), 'LP', rule)).toEqual({
      cashCents: 315,
      creditCents: 472,
    });
  });
  it('wants the maximum less stock and open offers, never below zero', () => {
    expect(wantedQuantity(4, 1, 1)).toBe(2);
    expect(wantedQuantity(4, 5, 0)).toBe(0);
  });
});
