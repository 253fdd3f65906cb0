import { useQuery } from '@tanstack/react-query';
import { errorOf } from '../../../lib/api';
import { formatAmount } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { FormAlert } from '../../../ui/FormField';
import { ManageFrame } from '../../../ui/ManageFrame';
import { useRoleAccess } from '../../auth';
import { IssueGiftCardForm } from '../components/IssueGiftCardForm';
import { giftCardsQuery, useVoidGiftCard } from '../gift-cards-queries';

/** /dashboard/gift-cards (staff, admin): the store's cards with balance and status; issue and void. */
export default function ManageGiftCardsPage() {
  const access = useRoleAccess(['staff', 'admin']);
  return (
    <ManageFrame title="Gift cards" access={access}>
      <div className="space-y-6">
        <IssueGiftCardForm />
        <GiftCardList />
      </div>
    </ManageFrame>
  );
}

function GiftCardList() {
  const { data, isPending } = useQuery(giftCardsQuery);
  const voiding = useVoidGiftCard();
  if (isPending) return <p role="status">Loading...</p>;
  if (!data?.results.length) return <p className="text-gray-700">No gift cards yet.</p>;
  return (
    <>
      {voiding.isError && <FormAlert kind="error">{errorOf(voiding.error).message}</FormAlert>}
      <DataTable
        caption="Gift cards"
        columns={[
          'Card',
          'Issued',
          'Balance',
          'Status',
          'Recipient',
          'Issued on',
          { label: 'Actions', hidden: true },
        ]}
      >
        {data.results.map((c) => (
          <tr key={c.id}>
            <td className="px-4 py-2 font-mono">{c.card}</td>
            <td className="px-4 py-2">{formatAmount(c.initial_amount)}</td>
            <td className="px-4 py-2 font-medium">{formatAmount(c.balance)}</td>
            <td className="px-4 py-2">{c.status === 'active' ? 'Active' : 'Void'}</td>
            <td className="px-4 py-2 break-all">
              {c.recipient_email}
              {c.order_number && <span className="block text-gray-600">Order {c.order_number}</span>}
            </td>
            <td className="px-4 py-2">{new Date(c.created_at).toLocaleDateString()}</td>
            <td className="px-4 py-2 text-right">
              {c.status === 'active' && (
                <Button
                  variant="secondary"
                  disabled={voiding.isPending}
                  aria-label={`Void gift card ${c.card}`}
                  onClick={() => {
                    if (
                      window.confirm(
                        `Void gift card ${c.card}? Its balance of ${formatAmount(c.balance)} is lost.`,
                      )
                    )
                      voiding.mutate(c.id);
                  }}
                >
                  Void
                </Button>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
