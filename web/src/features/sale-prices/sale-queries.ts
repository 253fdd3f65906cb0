import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaleRuleInput } from '@storefront/contract/sale-prices';
import { catalogEndpoints } from '@storefront/contract/catalog.endpoints';
import { salePricesEndpoints } from '@storefront/contract/sale-prices.endpoints';
import { call } from '../../lib/api';
import { callQuery } from '../../lib/call-query';

export const salesQuery = callQuery(['sale-prices', 'sales'], salePricesEndpoints.sales);

/** The store's categories and product types, for what a sale matches. */
export const categoriesQuery = callQuery(['sale-prices', 'categories'], catalogEndpoints.categories, {
  query: { page_size: 100 },
});
export const productTypesQuery = callQuery(['sale-prices', 'types'], catalogEndpoints.productTypes, {
  query: { page_size: 100 },
});

/** After a sale changes: the sales and every cached product and card price refetch. */
function useChange<A, R>(mutationFn: (arg: A) => Promise<R>, onDone?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      onDone?.();
      void client.invalidateQueries();
    },
  });
}

export const useCreateSale = (onDone: () => void) =>
  useChange((body: SaleRuleInput) => call(salePricesEndpoints.createSale, { body }), onDone);

export const usePreviewSale = () =>
  useMutation({ mutationFn: (body: SaleRuleInput) => call(salePricesEndpoints.preview, { body }) });

export const useStartSale = () =>
  useChange((id: number) => call(salePricesEndpoints.startSale, { params: { id } }));

export const useEndSale = () =>
  useChange((id: number) => call(salePricesEndpoints.endSale, { params: { id } }));

export const useDeleteSale = () =>
  useChange((id: number) => call(salePricesEndpoints.deleteSale, { params: { id } }));

export const useOrderSales = () =>
  useChange((ids: number[]) => call(salePricesEndpoints.orderSales, { body: { ids } }));
