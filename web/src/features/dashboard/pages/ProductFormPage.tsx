import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ManageProduct } from '@storefront/contract/manage';
import { useSaveProduct } from '../manage-mutations';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { errorOf, ManageFrame } from '../components/ManageFrame';
import { VariantRow } from '../components/VariantRow';
import { PriceHistoryPanel } from '../../pricing';
import { ImageUpload } from '../components/ImageUpload';
import { categoryOptionsQuery, manageProductQuery } from '../manage-queries';

export default function ProductFormPage() {
  const { id } = useParams();
  const productId = id && id !== 'new' ? Number(id) : null;
  return (
    <ManageFrame title={productId ? 'Edit Product' : 'Add Product'} roles={['supplier', 'staff', 'admin']}>
      {productId ? <EditProduct id={productId} /> : <ProductForm />}
    </ManageFrame>
  );
}

function EditProduct({ id }: { id: number }) {
  const { data, error } = useQuery(manageProductQuery(id));
  if (error) return <FormAlert kind="error">{error.message}</FormAlert>;
  if (!data) return <Skeleton className="h-96 w-full" />;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <ProductForm product={data} />
      <div className="space-y-6">
        <section
          aria-labelledby="variants-heading"
          className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
        >
          <h2 id="variants-heading" className="mb-3 text-lg font-semibold text-gray-900">
            Price and stock
          </h2>
          <ul className="space-y-3">
            {data.variants.map((v) => (
              <VariantRow key={v.id} productId={data.id} variant={v} />
            ))}
          </ul>
        </section>
        <section className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
          <PriceHistoryPanel productId={data.id} />
        </section>
        <ImageUpload product={data} />
        <Link
          to={`/products/${data.slug}`}
          className="inline-block text-sm font-medium text-primary hover:underline"
        >
          View in the store
        </Link>
      </div>
    </div>
  );
}

interface FormState {
  name: string;
  sku: string;
  short_description: string;
  description: string;
  price: string;
  stock: string;
  category_id: string;
  is_active: boolean;
}

function ProductForm({ product }: { product?: ManageProduct }) {
  const [form, setForm] = useState<FormState>({
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    short_description: product?.short_description ?? '',
    description: product?.description ?? '',
    price: product?.price ?? '',
    stock: '0',
    category_id: product?.category_id ? String(product.category_id) : '',
    is_active: product?.is_active ?? true,
  });
  const categories = useQuery(categoryOptionsQuery);
  const navigate = useNavigate();
  const save = useSaveProduct((saved) => {
    if (!product) void navigate(`/dashboard/products/${saved.id}`);
  });
  const { fields } = errorOf(save.error);
  const set = (key: keyof FormState) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const shared = {
      name: form.name,
      short_description: form.short_description,
      description: form.description,
      category_id: form.category_id ? Number(form.category_id) : null,
      is_active: form.is_active,
    };
    save.mutate(
      product
        ? { id: product.id, body: shared }
        : { body: { ...shared, sku: form.sku, price: form.price, stock: form.stock } },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {save.isError && <FormAlert kind="error">{save.error.message}</FormAlert>}
      {save.isSuccess && product && <FormAlert kind="success">Product saved</FormAlert>}
      <TextField label="Name" required value={form.name} error={fields.name} onChange={set('name')} />
      {!product && (
        <>
          <TextField label="SKU" required value={form.sku} error={fields.sku} onChange={set('sku')} />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label="Price"
              required
              inputMode="decimal"
              value={form.price}
              error={fields.price}
              onChange={set('price')}
            />
            <TextField
              label="Stock"
              required
              type="number"
              min={0}
              value={form.stock}
              error={fields.stock}
              onChange={set('stock')}
            />
          </div>
        </>
      )}
      <TextField
        label="Short description"
        value={form.short_description}
        error={fields.short_description}
        onChange={set('short_description')}
      />
      <div>
        <label htmlFor="product-description" className="block text-sm font-medium text-gray-700">
          Description
        </label>
        <textarea
          id="product-description"
          rows={4}
          value={form.description}
          onChange={set('description')}
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
        />
      </div>
      <SelectField
        label="Category"
        value={form.category_id}
        error={fields.category_id}
        options={[
          { value: '', label: 'No category' },
          ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        onChange={set('category_id')}
      />
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          checked={form.is_active}
          onChange={(e) => setForm((f) => ({ ...f, is_active: e.target.checked }))}
          className="h-4 w-4"
        />
        Active (shown in the store)
      </label>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : product ? 'Save Product' : 'Create Product'}
      </Button>
    </form>
  );
}
