import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ManageFrame } from '../../../ui/ManageFrame';
import { FormAlert } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { useRoleAccess } from '../../auth';
import { wantedCardsQuery } from '../wantlists-queries';

function WantedCards() {
  const { data, isPending, isError } = useQuery(wantedCardsQuery);
  if (isPending) return <Skeleton className="h-64" />;
  if (isError) return <FormAlert kind="error">The wanted cards could not be loaded.</FormAlert>;
  if (!data.results.length) return <p className="text-gray-700">No shopper has a card on a wantlist yet.</p>;
  return (
    <>
      <p className="mb-4 text-gray-700">
        The cards most shoppers want, for the{' '}
        <Link to="/dashboard/buylist/settings" className="text-primary underline">
          buylist's hotlist
        </Link>
        .
      </p>
      <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Most-wanted cards</caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-4 py-2">
                Card
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Shoppers
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Copies wanted
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                In stock
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {data.results.map((c) => (
              <tr key={c.name}>
                <td className="px-4 py-2 font-medium text-gray-900">{c.name}</td>
                <td className="px-4 py-2 text-right">{c.shoppers}</td>
                <td className="px-4 py-2 text-right">{c.quantity}</td>
                <td className="px-4 py-2 text-right">{c.in_stock}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export default function WantedCardsPage() {
  return (
    <ManageFrame title="Wanted cards" access={useRoleAccess(['staff', 'admin'])}>
      <WantedCards />
    </ManageFrame>
  );
}
