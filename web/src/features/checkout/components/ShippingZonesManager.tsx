import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { zonesQuery } from '../zone-queries';
import { ZoneCard } from './ZoneCard';
import { ZoneForm } from './ZoneForm';

/**
 * The store's shipping zones (decision 053): an address in a zone is offered that zone's methods; anywhere
 * else, the store's flat methods (Standard, Priority, Express).
 */
export function ShippingZonesManager() {
  const { data, error } = useQuery(zonesQuery);
  const [adding, setAdding] = useState(false);
  return (
    <div className="space-y-6">
      <p className="text-sm text-gray-600">
        Addresses outside every zone are offered the store&apos;s flat shipping methods.
      </p>
      {error && <FormAlert kind="error">{error.message}</FormAlert>}
      {!data && !error && <Skeleton className="h-32 w-full" />}
      {data?.results.map((zone) => (
        <ZoneCard key={zone.id} zone={zone} />
      ))}
      {adding ? (
        <ZoneForm onDone={() => setAdding(false)} />
      ) : (
        <Button onClick={() => setAdding(true)}>Add Shipping Zone</Button>
      )}
    </div>
  );
}
