import { describe, expect, it } from 'vitest';
import type { DiscountCode } from '@storefront/contract/promotions';
import { codeText, limitText, matchText } from './promotion-text';

const code: DiscountCode = {
  id: 1,
  code: 'SAVE10',
  description: '',
  kind: 'percent',
  percent: 10,
  amount: null,
  applies_to: 'order',
  game: null,
  set_code: null,
  rarity: null,
  category_id: null,
  product_type_id: null,
  product_id: null,
  min_spend: null,
  starts_at: null,
  ends_at: null,
  total_limit: null,
  per_customer_limit: null,
  stackable: false,
  is_active: true,
  uses: 0,
};

describe('promotion text', () => {
  it('says what a code takes off and where', () => {
    expect(codeText(code)).toBe('10% off the order');
    expect(
      codeText({ ...code, kind: 'fixed', amount: '5.00', applies_to: 'lines', game: 'mtg', set_code: 'mh3' }),
    ).toBe('$5.00 off Magic, set MH3');
    expect(matchText(code)).toBe('every item');
  });

  it('lists the limits', () => {
    expect(limitText(code)).toBe('No limits');
    expect(limitText({ ...code, min_spend: '50.00', total_limit: 10, per_customer_limit: 1 })).toBe(
      'min. $50.00 · 10 uses · 1 per customer',
    );
  });
});
