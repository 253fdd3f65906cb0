import type { DailyFigure } from '@storefront/contract/dashboard';
import { formatAmount, formatPrice, sumCents, toCents } from '../../../lib/money';
import { chartShape } from '../chart-geometry';
import { Panel } from './StatCard';

const BOX = { width: 600, height: 200, pad: 16 };

/** The last 30 days: orders as bars, revenue as a line; a table carries the same figures for screen readers. */
export function RevenueChart({ days }: { days: DailyFigure[] }) {
  const shape = chartShape(days, BOX);
  const revenue = sumCents(days.map((d) => toCents(d.revenue)));
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  return (
    <Panel title="Last 30 Days">
      <p className="mb-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-700">
        <span>
          Revenue: <strong className="text-gray-900">{formatPrice(revenue)}</strong>
        </span>
        <span>
          Orders: <strong className="text-gray-900">{orders}</strong>
        </span>
        <span className="flex items-center gap-2">
          <span className="inline-block h-3 w-3 rounded-sm bg-primary/30" aria-hidden="true" /> orders
          <span className="ml-2 inline-block h-0.5 w-4 bg-primary" aria-hidden="true" /> revenue
        </span>
      </p>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className="h-48 w-full"
        preserveAspectRatio="none"
        role="img"
        aria-label={`Revenue ${formatPrice(revenue)} from ${orders} orders in the last 30 days`}
      >
        <line
          x1={BOX.pad}
          x2={BOX.width - BOX.pad}
          y1={BOX.height - BOX.pad}
          y2={BOX.height - BOX.pad}
          className="stroke-gray-300"
        />
        {shape.bars.map((b) => (
          <rect
            key={b.date}
            x={b.x}
            y={b.y}
            width={b.width}
            height={b.height}
            rx={2}
            className="fill-primary/30"
          >
            <title>{`${b.date}: ${b.orders} orders`}</title>
          </rect>
        ))}
        <polyline
          points={shape.line}
          fill="none"
          strokeWidth={2.5}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
          className="stroke-primary"
        />
      </svg>
      <div className="sr-only">
        <table>
          <caption>Revenue and orders per day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Revenue</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{d.date}</td>
                <td>{formatAmount(d.revenue)}</td>
                <td>{d.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
