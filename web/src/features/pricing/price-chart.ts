import { formatPrice, toCents } from '@storefront/contract/money';
import type { PriceHistory } from '@storefront/contract/pricing';

type Series = PriceHistory['series'][number];

const FINISHES: Record<string, string> = {
  nonfoil: 'non-foil',
  foil: 'foil',
  etched: 'etched foil',
  reverse: 'reverse holo',
};
const PROVIDERS: Record<string, string> = {
  tcgplayer: 'TCGplayer',
  cardmarket: 'Cardmarket',
  cardkingdom: 'Card Kingdom',
  cardsphere: 'Cardsphere',
};

/** "TCGplayer, non-foil" */
export const seriesLabel = (s: Series) =>
  `${PROVIDERS[s.provider] ?? s.provider}, ${FINISHES[s.finish] ?? s.finish}`;

const money = (price: string, currency: string) =>
  currency === 'USD' ? formatPrice(toCents(price)) : `${price} ${currency}`;

const dayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** One line of text a screen reader (and everyone) gets: latest price, its day, the low and the high. */
export function describeSeries(s: Series): string {
  const cents = s.points.map((p) => toCents(p.price));
  const last = s.points[s.points.length - 1]!;
  const low = s.points[cents.indexOf(Math.min(...cents))]!;
  const high = s.points[cents.indexOf(Math.max(...cents))]!;
  return (
    `${seriesLabel(s)}: ${money(last.price, s.currency)} on ${dayName(last.day)}` +
    (s.points.length > 1
      ? `; low ${money(low.price, s.currency)}, high ${money(high.price, s.currency)} over ${s.points.length} days.`
      : '.')
  );
}

/** SVG path data per series, on shared axes: days across (first to last), price up (0 to the highest). */
export function chartPath(series: Series[], width: number, height: number): string[] {
  const days = series.flatMap((s) => s.points.map((p) => Date.parse(p.day)));
  const first = Math.min(...days);
  const span = Math.max(Math.max(...days) - first, 1);
  const top = Math.max(...series.flatMap((s) => s.points.map((p) => toCents(p.price))), 1);
  const pad = 8;
  const x = (day: string) => pad + ((Date.parse(day) - first) / span) * (width - 2 * pad);
  const y = (price: string) => height - pad - (toCents(price) / top) * (height - 2 * pad);
  return series.map((s) => {
    const pts = s.points.map((p) => `${x(p.day).toFixed(1)},${y(p.price).toFixed(1)}`);
    // A single day is drawn as a short level line so it stays visible.
    return pts.length === 1 ? `M${pad},${pts[0]!.split(',')[1]} H${width - pad}` : `M${pts.join(' L')}`;
  });
}
