import { ExternalLink } from 'lucide-react';
import type { Shipment } from '@storefront/contract/shipment';

/** How an order was sent: carrier, tracking number and a link to the carrier's tracking page. */
export function ShipmentInfo({ shipment }: { shipment: Shipment }) {
  const shippedOn = new Date(shipment.shipped_at).toLocaleDateString('en-US', { dateStyle: 'long' });
  if (!shipment.carrier_name)
    return <p className="text-sm text-gray-800">Ready to collect since {shippedOn}.</p>;
  return (
    <div className="space-y-1 text-sm text-gray-800">
      <p>
        Shipped on {shippedOn} with {shipment.carrier_name}
      </p>
      {shipment.tracking_number && (
        <p>
          Tracking number: <span className="font-mono break-all">{shipment.tracking_number}</span>
        </p>
      )}
      {shipment.tracking_url && (
        <a
          href={shipment.tracking_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline"
        >
          Track your parcel with {shipment.carrier_name}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
