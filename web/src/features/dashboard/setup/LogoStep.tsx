import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { errorOf } from '../../../lib/api';
import { useUploadLogo } from './setup-queries';

/** Uploads the store's logo (resized on the server, as product pictures are). */
export function LogoStep({ current, onDone }: { current: string; onDone: () => void }) {
  const upload = useUploadLogo();
  const [file, setFile] = useState<File | null>(null);
  const logo = upload.data?.logo_url ?? current;
  return (
    <div className="space-y-4">
      <p className="text-gray-700">A square or wide picture (JPEG, PNG, WebP or GIF, at most 5 MB).</p>
      {upload.error && <FormAlert kind="error">{errorOf(upload.error).message}</FormAlert>}
      {upload.isSuccess && <FormAlert kind="success">Logo saved</FormAlert>}
      {logo && (
        <img
          src={logo}
          alt="Your logo"
          className="h-20 max-w-xs rounded border border-gray-200 object-contain"
        />
      )}
      <div>
        <label htmlFor="setup-logo" className="block text-sm font-medium text-gray-700">
          Logo file
        </label>
        <input
          id="setup-logo"
          type="file"
          accept="image/*"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="mt-1 block text-sm text-gray-700"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={!file || upload.isPending}
          onClick={() => file && upload.mutate(file)}
        >
          {upload.isPending ? 'Uploading...' : 'Upload logo'}
        </Button>
        <Button disabled={!logo} onClick={onDone}>
          Continue
        </Button>
      </div>
    </div>
  );
}
