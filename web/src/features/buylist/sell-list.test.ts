import { describe, expect, it } from 'vitest';
import { addLine, totals, type SellLine } from './sell-list';

const line: SellLine = {
  product: 1,
  name: 'Alakazam',
  condition: 'NM',
  finish: 'nonfoil',
  quantity: 1,
  cash: '3.00',
  credit: '4.50',
  max: 2,
};

describe('the sell list', () => {
  it('adds copies of the same line up to what the store wants', () => {
    const list = addLine(addLine(addLine([], line), line), line);
    expect(list).toHaveLength(1);
    expect(list[0]!.quantity).toBe(2);
    expect(addLine(list, { ...line, condition: 'LP' })).toHaveLength(2);
  });
  it('totals cash and credit in cents', () => {
    expect(
      totals([
        { ...line, quantity: 2 },
        { ...line, cash: '0.10', credit: '0.15' },
      ]),
    ).toEqual({
      cash: 610,
      credit: 915,
    });
  });
});
