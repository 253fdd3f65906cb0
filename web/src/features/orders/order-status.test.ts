import { describe, expect, it } from 'vitest';
import { orderDate, orderStatusBadge } from './order-status';

describe('order status badge', () => {
  it.each([
    ['completed', 'Completed', 'bg-green-100 text-green-800'],
    ['processing', 'Processing', 'bg-blue-100 text-blue-800'],
    ['shipped', 'Shipped', 'bg-purple-100 text-purple-800'],
    ['cancelled', 'Cancelled', 'bg-gray-100 text-gray-800'],
    [undefined, 'Pending', 'bg-gray-100 text-gray-800'],
  ])('%s reads %s in %s', (status, label, className) =>
    expect(orderStatusBadge(status)).toEqual({ label, className }),
  );

  it('reads created_at or date_created', () => {
    expect(orderDate({ date_created: '2026-07-15T12:00:00Z' })).toBe('July 15, 2026');
    expect(orderDate({})).toBe('');
  });
});
