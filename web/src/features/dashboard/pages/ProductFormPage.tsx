import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { ProductCreateSchema, type ManageProduct } from '@storefront/contract/dashboard-manage';
import { z } from 'zod';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveProduct } from '../manage-mutations';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { ManageFrame } from '../../../ui/ManageFrame';
import { errorOf } from '../../../lib/api';
import { useRoleAccess } from '../../auth';
import { VariantsPanel } from '../components/VariantsPanel';
import { PriceHistoryPanel } from '../../pricing';
import { ImageUpload } from '../components/ImageUpload';
import { categoryOptionsQuery, manageProductQuery } from '../manage-queries';

export default function ProductFormPage() {
  const { id } = useParams();
  const productId = id && id !== 'new' ? Number(id) : null;
  return (
    <ManageFrame
      title={productId ? 'Edit Product' : 'Add Product'}
      access={useRoleAccess(['supplier', 'staff', 'admin'])}
    >
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
        <VariantsPanel product={data} />
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

/** Editing leaves SKU, price and stock to the variants panel: they are not part of the form then. */
const ProductEditSchema = ProductCreateSchema.extend({
  sku: z.string(),
  price: z.string(),
  stock: z.unknown(),
}) as unknown as typeof ProductCreateSchema;

/** A select or number field whose empty value means none (null). */
const optionalNumber = { setValueAs: (v: unknown) => (v === '' || v == null ? null : Number(v)) };

function ProductForm({ product }: { product?: ManageProduct }) {
  const form = useZodForm(product ? ProductEditSchema : ProductCreateSchema, {
    defaultValues: {
      name: product?.name ?? '',
      sku: product?.sku ?? '',
      short_description: product?.short_description ?? '',
      description: product?.description ?? '',
      price: product?.price ?? '',
      stock: '0',
      category_id: product?.category_id ?? null,
      weight_grams: product?.weight_grams ?? null,
      is_active: product?.is_active ?? true,
    },
  });
  const categories = useQuery(categoryOptionsQuery);
  const navigate = useNavigate();
  const save = useSaveProduct((saved) => {
    if (!product) void navigate(`/dashboard/products/${saved.id}`);
  });
  const submit = form.handleSubmit(async ({ sku, price, stock, ...shared }) => {
    try {
      await save.mutateAsync(
        product ? { id: product.id, body: shared } : { body: { ...shared, sku, price, stock } },
      );
      if (product) form.reset(form.getValues());
    } catch (err) {
      form.fail(errorOf(err).message, err);
    }
  });
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
      {save.isSuccess && product && !form.formState.isDirty && (
        <FormAlert kind="success">Product saved</FormAlert>
      )}
      <TextField label="Name" required {...form.field('name')} />
      {!product && (
        <>
          <TextField label="SKU" required {...form.field('sku')} />
          <div className="grid grid-cols-2 gap-4">
            <TextField label="Price" required inputMode="decimal" {...form.field('price')} />
            <TextField label="Stock" required type="number" min={0} {...form.field('stock')} />
          </div>
        </>
      )}
      <TextField label="Short description" {...form.field('short_description')} />
      <div>
        <label htmlFor="product-description" className="block text-sm font-medium text-gray-700">
          Description
        </label>
        <textarea
          id="product-description"
          rows={4}
          {...form.register('description')}
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
        />
      </div>
      <SelectField
        label="Category"
        options={[
          { value: '', label: 'No category' },
          ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        {...form.field('category_id', optionalNumber)}
      />
      <TextField
        label="Shipping weight in grams (optional)"
        inputMode="numeric"
        {...form.field('weight_grams', optionalNumber)}
      />
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input type="checkbox" {...form.register('is_active')} className="h-4 w-4" />
        Active (shown in the store)
      </label>
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Saving...' : product ? 'Save Product' : 'Create Product'}
      </Button>
    </form>
  );
}
