import type { PriceHistory } from '@storefront/contract/pricing';
import { chartPath, describeSeries, seriesLabel } from '../price-chart';

const WIDTH = 320;
const HEIGHT = 120;
const COLORS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed'];

/** The last 90 days of market prices as lines, with a text summary of each line for everyone. */
export function PriceChart({ history }: { history: PriceHistory }) {
  const series = history.series.filter((s) => s.points.length > 0).slice(0, COLORS.length);
  if (!series.length) return <p className="text-sm text-gray-600">No market prices recorded yet.</p>;
  const summaries = series.map(describeSeries);
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-32 w-full max-w-md rounded border border-gray-200 bg-white"
        role="img"
        aria-label={`Market prices of the last ${history.days} days. ${summaries.join(' ')}`}
      >
        {chartPath(series, WIDTH, HEIGHT).map((d, i) => (
          <path key={i} d={d} fill="none" stroke={COLORS[i]} strokeWidth={2} />
        ))}
      </svg>
      <figcaption className="space-y-1 text-sm text-gray-700">
        {series.map((s, i) => (
          <p key={seriesLabel(s)}>
            <span
              aria-hidden="true"
              className="mr-2 inline-block h-2 w-4 align-middle"
              style={{ background: COLORS[i] }}
            />
            {summaries[i]}
          </p>
        ))}
      </figcaption>
    </figure>
  );
}
