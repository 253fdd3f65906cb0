import { describe, expect, it } from 'vitest';
import { chartShape } from './chart-geometry';
import { dashboardStatusClass, viewOf } from './dashboard-format';

const box = { width: 120, height: 70, pad: 10 };

describe('chartShape', () => {
  it('scales bars to the busiest day and the line to the best revenue', () => {
    const shape = chartShape(
      [
        { date: '2026-01-01', revenue: '0.00', orders: 0 },
        { date: '2026-01-02', revenue: '50.00', orders: 2 },
      ],
      box,
    );
    expect(shape.maxOrders).toBe(2);
    expect(shape.maxRevenue).toBe(50);
    expect(shape.bars.map((b) => [b.x, b.height])).toEqual([
      [10 + 50 * 0.15, 0],
      [60 + 50 * 0.15, 50],
    ]);
    expect(shape.line).toBe('35,60 85,10');
  });

  it('keeps an empty month flat instead of dividing by zero', () => {
    const shape = chartShape([{ date: '2026-01-01', revenue: '0.00', orders: 0 }], box);
    expect(shape.line).toBe('60,60');
    expect(shape.bars[0]!.height).toBe(0);
  });
});

describe('dashboard formatting', () => {
  it('colours completed green, pending yellow and the rest grey', () => {
    expect(dashboardStatusClass('completed')).toContain('green');
    expect(dashboardStatusClass('pending')).toContain('yellow');
    expect(dashboardStatusClass('shipped')).toContain('gray');
  });

  it('treats an unknown role as a customer', () => {
    expect(viewOf('admin')).toBe('admin');
    expect(viewOf('root')).toBe('customer');
    expect(viewOf(undefined)).toBe('customer');
  });
});
