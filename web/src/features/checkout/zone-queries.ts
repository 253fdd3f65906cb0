import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingZoneInput, ZoneMethodInput } from '@storefront/contract/checkout-zones';
import { checkoutEndpoints } from '@storefront/contract/checkout.endpoints';
import { call } from '../../lib/api';

export const zonesQuery = queryOptions({
  queryKey: ['checkout', 'zones'],
  queryFn: () => call(checkoutEndpoints.zones),
  retry: false,
});

/** After a zone change: the zones and any checkout quote refetch. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['checkout'] });
}

export function useCreateZone(onDone: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ShippingZoneInput) => call(checkoutEndpoints.createZone, { body }),
    onSuccess: () => {
      onDone();
      void refresh();
    },
  });
}

export function useDeleteZone() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(checkoutEndpoints.deleteZone, { params: { id } }),
    onSuccess: () => void refresh(),
  });
}

export function useAddZoneMethod(zoneId: number, onDone: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ZoneMethodInput) =>
      call(checkoutEndpoints.addZoneMethod, { params: { id: zoneId }, body }),
    onSuccess: () => {
      onDone();
      void refresh();
    },
  });
}

export function useDeleteZoneMethod(zoneId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (methodId: string) =>
      call(checkoutEndpoints.deleteZoneMethod, { params: { id: zoneId, methodId } }),
    onSuccess: () => void refresh(),
  });
}
