import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { buylistEndpoints } from '@storefront/contract/buylist.endpoints';
import { call, HttpError } from '../../../lib/api';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { Pagination } from '../../../ui/Pagination';
import { toast } from '../../../ui/toast-store';
import { useCurrentUser } from '../../auth';
import { buylistChanged, buylistQuery } from '../buylist-queries';
import { BuyOffers } from '../components/BuyOffers';
import { CardSearchBox } from '../components/CardSearchBox';
import { SellListPanel } from '../components/SellListPanel';
import { addLine, lineKey, loadList, saveList, type SellLine } from '../sell-list';

/** /sell: "Sell to us": search the store's buylist with the card query language and build a sell list. */
export default function SellPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [list, setList] = useState<SellLine[]>(loadList);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { isAuthenticated } = useCurrentUser();
  const { data, isPending } = useQuery(buylistQuery(q, page));
  const client = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => saveList(list), [list]);

  const add = (line: SellLine) => {
    setList((l) => addLine(l, line));
    toast.success(`${line.name} added to your sell list`);
  };

  async function submit(note: string) {
    setSubmitting(true);
    setError(null);
    try {
      const lines = list.map(({ product, condition, finish, quantity }) => ({
        product,
        condition,
        finish,
        quantity,
      }));
      const submission = await call(buylistEndpoints.submit, { body: { lines, note } });
      setList([]);
      void buylistChanged(client);
      toast.success(`Sell list #${submission.id} submitted`);
      void navigate('/account/sell-lists');
    } catch (e) {
      setError(e instanceof HttpError ? (e.body.error ?? 'Could not submit') : 'Could not submit');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <PageContainer>
      <PageHeading subtitle="We buy cards for cash or store credit. Store credit pays more.">
        Sell to us
      </PageHeading>
      <CardSearchBox
        label="Search cards to sell"
        placeholder="Card name or query, e.g. t:creature r>=rare"
        action="Search"
        initial={q}
        onSearch={(text) => setParams(text ? { q: text } : {})}
        className="mb-6 max-w-2xl"
      />
      {data && !data.is_buying && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          The store is not buying cards at the moment.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {isPending ? (
            <p role="status">Loading...</p>
          ) : !data?.results.length ? (
            <p>No cards found.</p>
          ) : (
            <>
              <p className="mb-2 text-sm text-gray-600">{data.count} cards</p>
              <ul className="space-y-4" aria-label="Buylist">
                {data.results.map((card) => (
                  <BuyOffers key={card.product.id} card={card} onAdd={add} />
                ))}
              </ul>
              <Pagination
                page={page}
                totalPages={Math.max(1, Math.ceil(data.count / 10))}
                onPageChange={(p) => setParams({ ...(q && { q }), page: String(p) })}
              />
            </>
          )}
        </div>
        <SellListPanel
          list={list}
          signedIn={isAuthenticated}
          submitting={submitting}
          error={error}
          onRemove={(line) => setList((l) => l.filter((x) => lineKey(x) !== lineKey(line)))}
          onSubmit={(note) => void submit(note)}
        />
      </div>
    </PageContainer>
  );
}
