import { Link } from 'react-router';
import { Button, buttonClass } from '../../../ui/Button';

/** Points at the import screen (card data first, then the collection export) and back. */
export function ImportStep({ onDone }: { onDone: () => void }) {
  return (
    <div className="space-y-4 text-gray-700">
      <p>Bring your stock in from the app you keep your collection in (ManaBox, Moxfield, TCGplayer …).</p>
      <ol className="list-inside list-decimal space-y-1">
        <li>
          A new store’s catalogue is empty: first import the card data your stock belongs to (a Scryfall or
          MTGJSON file), so your rows can be matched to their printings.
        </li>
        <li>Then import your collection export: it becomes your store’s own stock.</li>
        <li>Come back here with the “Store Setup” button on the dashboard, or the link below the import.</li>
      </ol>
      <div className="flex flex-wrap gap-3">
        <Link to="/dashboard/import?from=setup" className={buttonClass('secondary')}>
          Open the import screen
        </Link>
        <Button onClick={onDone}>My cards are in — continue</Button>
      </div>
    </div>
  );
}
