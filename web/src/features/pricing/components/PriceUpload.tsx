import { ImportUpload } from '../../imports';

/**
 * Uploads a price file (Scryfall, MTGJSON AllPrices or AllPricesToday, pokemontcg.io) as an import job:
 * the job page shows the detected format and a preview, then the progress and the summary.
 */
export function PriceUpload() {
  return (
    <section aria-labelledby="price-upload-heading" className="space-y-3">
      <h2 id="price-upload-heading" className="text-lg font-semibold text-gray-900">
        Import market prices
      </h2>
      <ImportUpload
        kind="prices"
        label="Price file"
        help="Scryfall cards, MTGJSON AllPrices or AllPricesToday, or Pokémon TCG API cards (JSON, up to 100 MB). The import runs in the background; you can follow it on its page."
      />
    </section>
  );
}
