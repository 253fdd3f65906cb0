import { sql } from 'drizzle-orm';
import { countryKey, regionKey } from '@storefront/contract/country-codes';
import { queryPrepared } from '../../db/client.ts';
import { taxOf } from './tax-math.ts';
import type { TaxProvider } from './tax-provider.ts';

interface TaxFacts {
  included: boolean;
  exempt: boolean;
  rate: number | null;
}

/**
 * The built-in TaxProvider: the store's own rates (decision 052). The address's region rate wins over its
 * country's; no rate, or an exempt customer, is no tax. Each line and shipping are taxed on their own, each
 * rounded half up to the cent, so the order's tax is the sum of what its lines show. One prepared query.
 */
export const rateTableTaxProvider: TaxProvider = {
  async quote(tx, { tenantId, lines, shippingCents, address, customer }) {
    const [facts] = await queryPrepared<TaxFacts>(
      tx,
      sql`select
        coalesce((select prices_include_tax from tax_settings where tenant_id = ${tenantId}), false) as included,
        exists (select 1 from tax_exempt_customers where tenant_id = ${tenantId} and user_id = ${customer.userId}) as exempt,
        (select rate from tax_rates where tenant_id = ${tenantId} and country = ${countryKey(address.country)}
          and region in (${regionKey(address.region)}, '') order by region desc limit 1) as rate`,
    );
    const { included, exempt, rate } = facts!;
    const effective = exempt ? 0 : (rate ?? 0);
    return {
      lineTax: lines.map((l) => taxOf(l.amountCents, effective, included)),
      shippingTax: taxOf(shippingCents, effective, included),
      included,
      exempt,
    };
  },
};
