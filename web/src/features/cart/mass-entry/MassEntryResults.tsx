import { Link } from 'react-router';
import type { MassEntryAnswer, MassEntryLine } from '@storefront/contract/cart-mass-entry';
import { formatAmount } from '../../../lib/money';
import { DataTable } from '../../../ui/DataTable';
import { AddMissingToWantlist } from './AddMissingToWantlist';

const STATUS: Record<MassEntryLine['status'], { label: string; style: string }> = {
  found: { label: 'Found', style: 'bg-green-100 text-green-800' },
  short: { label: 'Short', style: 'bg-amber-100 text-amber-900' },
  missing: { label: 'Missing', style: 'bg-red-100 text-red-800' },
  unreadable: { label: 'Not read', style: 'bg-gray-100 text-gray-800' },
};

function LineRow({ line }: { line: MassEntryLine }) {
  const status = STATUS[line.status];
  return (
    <tr className="align-top">
      <td className="px-2 py-2 sm:px-3 text-gray-600">{line.line}</td>
      <td className="px-2 py-2 sm:px-3">
        <span className="font-medium text-gray-900">{line.name || line.text}</span>
        {line.set && (
          <span className="text-gray-600">
            {' '}
            ({line.set}
            {line.number ? ` ${line.number}` : ''})
          </span>
        )}
        {line.section && <span className="block text-xs text-gray-600">{line.section}</span>}
        {line.reason && <span className="block text-xs text-gray-700">{line.reason}</span>}
      </td>
      <td className="px-2 py-2 sm:px-3">
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${status.style}`}>{status.label}</span>
      </td>
      <td className="px-2 py-2 sm:px-3 whitespace-nowrap">
        {line.found} of {line.wanted}
      </td>
      <td className="px-2 py-2 sm:px-3">
        <ul className="space-y-1">
          {line.offers.map((o) => (
            <li key={o.variant_id}>
              {o.quantity} ×{' '}
              <Link className="text-primary underline" to={`/products/${o.slug}`}>
                {o.set_code} {o.collector_number}
              </Link>{' '}
              {o.condition}
              {o.finish === 'foil' ? ' Foil' : ''} at ${o.unit_price}
              <span className="block text-xs text-gray-600">from {o.sellers.join(', ')}</span>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

/** The answer: a summary, each line with its offers (found, short, missing, not read), and what is missing. */
export function MassEntryResults({ answer }: { answer: MassEntryAnswer }) {
  const missingUnits = answer.missing.reduce((sum, m) => sum + m.quantity, 0);
  return (
    <section aria-labelledby="mass-entry-answer" className="mt-8">
      <h2 id="mass-entry-answer" className="text-lg font-semibold text-gray-900">
        Found {answer.found} of {answer.wanted} cards · {formatAmount(answer.subtotal)}
      </h2>
      <p className="mt-1 text-sm text-gray-600" role="status">
        {missingUnits ? `${missingUnits} missing` : 'Nothing missing'}
        {answer.added && ' · Everything found is in your cart'}
      </p>
      <DataTable
        className="mt-4"
        variant="boxedTight"
        caption={{ label: 'Your list, line by line', hidden: true }}
        columns={['Line', 'Card', 'Status', 'Found', 'Offers']}
      >
        {answer.lines.map((line) => (
          <LineRow key={line.line} line={line} />
        ))}
      </DataTable>
      {answer.missing.length > 0 && (
        <div className="mt-6">
          <h3 className="font-semibold text-gray-900">Missing</h3>
          <ul className="mt-2 list-inside list-disc text-sm text-gray-700">
            {answer.missing.map((m, i) => (
              <li key={i}>
                {m.quantity} {m.name}
                {m.set ? ` (${m.set})` : ''}
              </li>
            ))}
          </ul>
          <AddMissingToWantlist missing={answer.missing} />
        </div>
      )}
    </section>
  );
}
