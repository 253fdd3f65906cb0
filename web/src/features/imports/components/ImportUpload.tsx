import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Upload } from 'lucide-react';
import type { ImportKind } from '@storefront/contract/imports';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { useUploadImport } from '../imports-mutations';

const CARDS_HELP =
  'A collection or inventory export of ManaBox, Moxfield, Deckbox, TCGplayer, Dragon Shield, Archidekt or ' +
  'Delver Lens, a deck list, or a catalogue file (up to 100 MB).';

/**
 * Sends one file to an importer (`kind`); the server detects its format and the page moves on to the
 * job's preview, then its progress and summary.
 */
export function ImportUpload({
  kind = 'cards',
  label = 'Export file',
  help = CARDS_HELP,
}: {
  kind?: ImportKind;
  label?: string;
  help?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState(false);
  const upload = useUploadImport(kind);
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (file) upload.mutate(file, { onSuccess: (job) => void navigate(`/dashboard/import/${job.id}`) });
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <label htmlFor="import-file" className="block font-medium text-gray-900">
        {label}
      </label>
      <p id="import-file-help" className="text-sm text-gray-700">
        {help}
      </p>
      <input
        id="import-file"
        ref={input}
        type="file"
        accept=".csv,.txt,.json,text/csv,text/plain,application/json"
        aria-describedby="import-file-help"
        onChange={(e) => setChosen(Boolean(e.target.files?.length))}
        className="block w-full text-sm text-gray-700"
      />
      {upload.isError && <FormAlert kind="error">{upload.error.message}</FormAlert>}
      <Button type="submit" disabled={!chosen || upload.isPending}>
        <Upload size={16} aria-hidden="true" />
        {upload.isPending ? 'Uploading...' : 'Upload'}
      </Button>
    </form>
  );
}
