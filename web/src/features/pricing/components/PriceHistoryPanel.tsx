import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../ui/Skeleton';
import { priceHistoryQuery } from '../pricing-queries';
import { PriceChart } from './PriceChart';

/** A product's market price chart (last 90 days) under a heading, for the product page and staff. */
export function PriceHistoryPanel({
  productId,
  hideEmpty = false,
}: {
  productId: number;
  /** Show nothing for a product without prices (the shop's other products). */
  hideEmpty?: boolean;
}) {
  const { data, error } = useQuery(priceHistoryQuery(productId));
  if (hideEmpty && (error || !data?.series.length)) return null;
  return (
    <section aria-labelledby={`price-history-${productId}`} className="space-y-2">
      <h2 id={`price-history-${productId}`} className="mb-3 text-xl font-semibold">
        Market price history
      </h2>
      {error ? (
        <p className="text-sm text-gray-600">Market prices are not available.</p>
      ) : !data ? (
        <Skeleton className="h-32 w-full max-w-md" />
      ) : (
        <PriceChart history={data} />
      )}
    </section>
  );
}
