import type { DailyFigure } from '@storefront/contract/dashboard';

export interface ChartBox {
  width: number;
  height: number;
  pad: number;
}

export interface ChartShape {
  /** One bar per day for the order count. */
  bars: { x: number; y: number; width: number; height: number; date: string; orders: number }[];
  /** The revenue line as an SVG points list. */
  line: string;
  maxRevenue: number;
  maxOrders: number;
}

/** Lays the 30 days out: orders as bars, revenue as a line, each scaled to its own maximum (never 0). */
export function chartShape(days: DailyFigure[], box: ChartBox): ChartShape {
  const inner = { w: box.width - box.pad * 2, h: box.height - box.pad * 2 };
  const step = days.length ? inner.w / days.length : 0;
  const maxOrders = Math.max(1, ...days.map((d) => d.orders));
  const maxRevenue = Math.max(1, ...days.map((d) => Number(d.revenue)));
  const bottom = box.pad + inner.h;
  const bars = days.map((d, i) => {
    const height = (d.orders / maxOrders) * inner.h;
    return {
      x: box.pad + i * step + step * 0.15,
      y: bottom - height,
      width: step * 0.7,
      height,
      date: d.date,
      orders: d.orders,
    };
  });
  const line = days
    .map((d, i) => {
      const x = box.pad + i * step + step / 2;
      const y = bottom - (Number(d.revenue) / maxRevenue) * inner.h;
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
  return { bars, line, maxRevenue, maxOrders };
}

const round = (n: number) => Math.round(n * 10) / 10;
