import { useRef, useState, type FormEvent } from 'react';
import type { ManageProduct } from '@storefront/contract/dashboard-manage';
import { useUploadImage } from '../manage-mutations';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';

/** Uploads one picture; the server resizes it and makes it the product's image. */
export function ImageUpload({ product }: { product: ManageProduct }) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState(false);
  const upload = useUploadImage(product.id, () => {
    if (input.current) input.current.value = '';
    setChosen(false);
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (file) upload.mutate(file);
  };
  return (
    <section
      aria-labelledby="image-heading"
      className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id="image-heading" className="mb-3 text-lg font-semibold text-gray-900">
        Image
      </h2>
      {product.image && (
        <img
          src={product.image}
          alt={product.name}
          className="mb-3 h-40 w-40 rounded-lg border border-gray-200 object-contain"
        />
      )}
      <form onSubmit={submit} className="space-y-3">
        <label htmlFor="product-image" className="block text-sm font-medium text-gray-700">
          Upload a picture (JPEG, PNG, WebP or GIF, up to 5 MB)
        </label>
        <input
          id="product-image"
          ref={input}
          type="file"
          accept="image/*"
          onChange={(e) => setChosen(Boolean(e.target.files?.length))}
          className="block text-sm text-gray-700"
        />
        {upload.isError && <FormAlert kind="error">{upload.error.message}</FormAlert>}
        {upload.isSuccess && <FormAlert kind="success">Image uploaded</FormAlert>}
        <Button type="submit" variant="secondary" disabled={!chosen || upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload Image'}
        </Button>
      </form>
    </section>
  );
}
