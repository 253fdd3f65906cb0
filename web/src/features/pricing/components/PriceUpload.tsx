import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { useImportPrices } from '../pricing-queries';

/**
 * Uploads one price file (Scryfall, MTGJSON AllPricesToday, pokemontcg.io) and shows what was recorded.
 * A plain upload for now; it moves onto the shared upload-and-progress job flow of the collection import.
 */
export function PriceUpload() {
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportPrices();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) upload.mutate(file);
  };
  const s = upload.data;
  return (
    <section aria-labelledby="price-upload-heading" className="space-y-3">
      <h2 id="price-upload-heading" className="text-lg font-semibold text-gray-900">
        Import market prices
      </h2>
      <form onSubmit={submit} className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
        <label className="block text-sm font-medium text-gray-700">
          Price file (Scryfall cards, MTGJSON AllPrices or AllPricesToday, Pokémon TCG API cards)
          <input
            type="file"
            accept=".json,application/json"
            className="mt-1 block w-full text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        {upload.isError && <FormAlert kind="error">{upload.error.message}</FormAlert>}
        {s && (
          <FormAlert kind="success">
            {`Imported ${s.format} prices: ${s.records} records, ${s.stored} prices for ${s.cards} cards; ` +
              `${s.unmatched} printings are not sold here.` +
              (s.applied ? ` Rules re-applied: ${s.applied.changed} prices changed.` : '')}
          </FormAlert>
        )}
        <Button type="submit" variant="secondary" disabled={!file || upload.isPending}>
          {upload.isPending ? 'Importing...' : 'Import Prices'}
        </Button>
      </form>
    </section>
  );
}
