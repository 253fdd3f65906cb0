import { z } from 'zod';
import { text } from './common.ts';

/**
 * The carriers staff can ship with, each with the address of its public tracking page (the tracking number,
 * URL-encoded, is appended). `other` has no tracking page: the number is shown without a link.
 */
export const CARRIERS = {
  usps: { name: 'USPS', track: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=' },
  ups: { name: 'UPS', track: 'https://www.ups.com/track?tracknum=' },
  fedex: { name: 'FedEx', track: 'https://www.fedex.com/fedextrack/?trknbr=' },
  dhl: { name: 'DHL', track: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=' },
  royal_mail: { name: 'Royal Mail', track: 'https://www.royalmail.com/track-your-item#/tracking-results/' },
  canada_post: {
    name: 'Canada Post',
    track: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=',
  },
  australia_post: { name: 'Australia Post', track: 'https://auspost.com.au/mypost/track/details/' },
  other: { name: 'Other carrier', track: null },
} as const satisfies Record<string, { name: string; track: string | null }>;

export type Carrier = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as [Carrier, ...Carrier[]];
export const CarrierSchema = z.enum(CARRIER_IDS, { error: 'Choose a carrier' });

/** The carrier's page for this parcel, or null for a carrier without one. */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  const { track } = CARRIERS[carrier];
  return track && `${track}${encodeURIComponent(trackingNumber)}`;
}

/** A shipping method the shopper collects from the store, for which a tracking number is optional. */
export const isLocalPickup = (shippingMethod: string) => /pick[\s_-]?up/i.test(shippingMethod);

/** A tracking number as staff type it: one line of printable text. */
export const TrackingNumberSchema = text()
  .trim()
  .max(64, 'Use at most 64 characters')
  .regex(/^[^\p{C}]*$/u, 'Use one line of printable text');

/** How an order was sent, once staff marked it shipped (carrier and tracking are null for a pickup). */
export const ShipmentSchema = z.object({
  carrier: CarrierSchema.nullable(),
  carrier_name: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  shipped_at: z.string(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;
