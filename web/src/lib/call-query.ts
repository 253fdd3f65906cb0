import { queryOptions } from '@tanstack/react-query';
import type { Route } from '@storefront/contract/endpoint';
import { call, type CallArgs } from './api';

/**
 * The query of one contract call, not retried (an answer of the server, a 403 or a 404, is shown as it
 * comes): `callQuery(['pricing', 'rules'], pricingEndpoints.rules)`, options as `call` takes them.
 */
export function callQuery<const K extends readonly unknown[], R extends Route>(
  queryKey: K,
  route: R,
  ...args: CallArgs<R>
) {
  return queryOptions({ queryKey, queryFn: () => call(route, ...args), retry: false });
}
