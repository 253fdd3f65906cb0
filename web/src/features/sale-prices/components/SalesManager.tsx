import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { SaleForm } from './SaleForm';
import { SaleList } from './SaleList';

/** The sales screen: the store's sales by rule (first match wins), and a new sale with its preview. */
export function SalesManager() {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="sales-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="sales-heading" className="text-lg font-semibold text-gray-900">
          Sales
        </h2>
        <Button onClick={() => setAdding(true)}>Add Sale</Button>
      </div>
      <p className="text-sm text-gray-700">
        A product takes the first running sale that matches it, top to bottom. Shoppers see the sale price
        with the regular price struck through, and pay it at checkout.
      </p>
      {adding && <SaleForm onDone={() => setAdding(false)} />}
      <SaleList />
    </section>
  );
}
