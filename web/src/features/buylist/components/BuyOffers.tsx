import { CONDITION_LABELS, FINISH_LABELS, type BuylistCard } from '@storefront/contract/buylist';
import { formatAmount } from '../../../lib/money';
import { DataTable } from '../../../ui/DataTable';
import type { SellLine } from '../sell-list';

/** One card of the buylist: its offers per condition and finish, each with 'Add to sell list'. */
export function BuyOffers({ card, onAdd }: { card: BuylistCard; onAdd: (line: SellLine) => void }) {
  const { product, offers } = card;
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 className="font-semibold text-gray-900">
        {product.name}
        {product.hotlist && (
          <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            Hotlist
          </span>
        )}
      </h2>
      <p className="text-sm text-gray-600">
        {product.set_name} · {product.game}
      </p>
      {offers.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">We are not buying this card at the moment.</p>
      ) : (
        <DataTable
          variant="plain"
          className="mt-3"
          caption={{ label: `Our offers for ${product.name}`, hidden: true }}
          columns={['Condition', 'Finish', 'Cash', 'Store credit', 'Wanted', { label: 'Add', hidden: true }]}
        >
          {offers.map((o) => {
            const label = `${CONDITION_LABELS[o.condition]} ${FINISH_LABELS[o.finish]}`;
            return (
              <tr key={`${o.condition}-${o.finish}`}>
                <td className="py-1 pr-3">{CONDITION_LABELS[o.condition]}</td>
                <td className="py-1 pr-3">{FINISH_LABELS[o.finish]}</td>
                <td className="py-1 pr-3">{formatAmount(o.cash_price)}</td>
                <td className="py-1 pr-3 font-medium">{formatAmount(o.credit_price)}</td>
                <td className="py-1 pr-3">{o.max_quantity}</td>
                <td className="py-1 text-right">
                  <button
                    type="button"
                    disabled={o.max_quantity < 1}
                    aria-label={`Add ${product.name}, ${label}, to the sell list`}
                    className="rounded-lg border border-gray-300 px-2 py-1 text-xs font-medium text-gray-900 hover:border-primary disabled:opacity-50"
                    onClick={() =>
                      onAdd({
                        product: product.id,
                        name: product.name,
                        condition: o.condition,
                        finish: o.finish,
                        quantity: 1,
                        cash: o.cash_price,
                        credit: o.credit_price,
                        max: o.max_quantity,
                      })
                    }
                  >
                    Add
                  </button>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </li>
  );
}
