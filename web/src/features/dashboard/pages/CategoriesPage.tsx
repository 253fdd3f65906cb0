import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CategoryInputSchema,
  type CategoryInput,
  type ManageCategory,
} from '@storefront/contract/dashboard-manage';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { ManageFrame } from '../../../ui/ManageFrame';
import { errorOf } from '../../../lib/api';
import { useRoleAccess } from '../../auth';
import { useDeleteCategory, useSaveCategory } from '../manage-mutations';
import { manageCategoriesQuery } from '../manage-queries';

export default function CategoriesPage() {
  return (
    <ManageFrame title="Manage Categories" access={useRoleAccess(['staff', 'admin'])}>
      <Categories />
    </ManageFrame>
  );
}

const EMPTY: CategoryInput = { name: '', description: '', parent: null, sort_order: 0 };
const draftOf = (c: ManageCategory): CategoryInput => ({
  name: c.name,
  description: c.description,
  parent: c.parent,
  sort_order: c.sort_order,
});

function Categories() {
  const { data, error } = useQuery(manageCategoriesQuery);
  const [editing, setEditing] = useState<number | null>(null);
  const form = useZodForm(CategoryInputSchema, { defaultValues: EMPTY });
  const startEditing = (id: number | null, values: CategoryInput) => {
    setEditing(id);
    form.reset(values);
  };
  const done = () => startEditing(null, EMPTY);
  const save = useSaveCategory(done);
  const remove = useDeleteCategory(done);
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: editing, body });
    } catch (err) {
      form.fail(errorOf(err).message, err);
    }
  });
  const failure = form.failure ?? remove.error?.message;
  if (error) return <FormAlert kind="error">{error.message}</FormAlert>;
  if (!data) return <Skeleton className="h-64 w-full" />;
  const nameOf = (id: number | null) => data.find((c) => c.id === id)?.name ?? '—';
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white shadow-sm">
        {data.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <span>
              <span className="font-medium text-gray-900">{c.name}</span>
              <span className="block text-xs text-gray-600">
                in {nameOf(c.parent)} · order {c.sort_order}
              </span>
            </span>
            <span className="flex gap-2">
              <Button
                variant="ghost"
                onClick={() => startEditing(c.id, draftOf(c))}
                aria-label={`Edit ${c.name}`}
              >
                Edit
              </Button>
              <Button
                variant="ghost"
                onClick={() =>
                  window.confirm(`Delete the category ${c.name}? Its products stay, without a category.`) &&
                  remove.mutate(c.id)
                }
                disabled={remove.isPending}
                aria-label={`Delete ${c.name}`}
              >
                Delete
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <form
        onSubmit={submit}
        className="space-y-3 self-start rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
        noValidate
      >
        <h2 className="text-lg font-semibold text-gray-900">{editing ? 'Edit category' : 'New category'}</h2>
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        <TextField label="Name" required {...form.field('name')} />
        <TextField label="Description" {...form.field('description')} />
        <SelectField
          label="Parent"
          {...form.field('parent', { setValueAs: (v: string | null) => (v ? Number(v) : null) })}
          options={[
            { value: '', label: 'None (top level)' },
            ...data.filter((c) => c.id !== editing).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        <TextField label="Sort order" type="number" min={0} {...form.field('sort_order')} />
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {editing ? 'Save Category' : 'Add Category'}
          </Button>
          {editing && (
            <Button variant="secondary" onClick={() => startEditing(null, EMPTY)}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
