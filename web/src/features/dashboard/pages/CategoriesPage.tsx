import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ManageCategory } from '@storefront/contract/manage';
import { call } from '../../../lib/api';
import { managePaths } from '@storefront/contract/manage.paths';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { errorOf, ManageFrame } from '../components/ManageFrame';
import { manageCategoriesQuery } from '../manage-queries';

export default function CategoriesPage() {
  return (
    <ManageFrame title="Manage Categories" roles={['staff', 'admin']}>
      <Categories />
    </ManageFrame>
  );
}

interface Draft {
  name: string;
  description: string;
  parent: string;
  sort_order: string;
}
const EMPTY: Draft = { name: '', description: '', parent: '', sort_order: '0' };
const draftOf = (c: ManageCategory): Draft => ({
  name: c.name,
  description: c.description,
  parent: c.parent ? String(c.parent) : '',
  sort_order: String(c.sort_order),
});

function Categories() {
  const { data, error } = useQuery(manageCategoriesQuery);
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const queryClient = useQueryClient();
  const done = () => {
    setEditing(null);
    setDraft(EMPTY);
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    void queryClient.invalidateQueries({ queryKey: ['catalog'] });
  };
  const save = useMutation({
    mutationFn: () => {
      const body = { ...draft, parent: draft.parent ? Number(draft.parent) : null };
      return editing
        ? call(managePaths.updateCategory, { params: { id: editing }, body })
        : call(managePaths.createCategory, { body });
    },
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(managePaths.deleteCategory, { params: { id } }),
    onSuccess: done,
  });
  const { fields } = errorOf(save.error);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
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
                onClick={() => (setEditing(c.id), setDraft(draftOf(c)))}
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
        {(save.error ?? remove.error) && (
          <FormAlert kind="error">{(save.error ?? remove.error)!.message}</FormAlert>
        )}
        <TextField label="Name" required value={draft.name} error={fields.name} onChange={set('name')} />
        <TextField label="Description" value={draft.description} onChange={set('description')} />
        <SelectField
          label="Parent"
          value={draft.parent}
          error={fields.parent}
          options={[
            { value: '', label: 'None (top level)' },
            ...data.filter((c) => c.id !== editing).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          onChange={set('parent')}
        />
        <TextField
          label="Sort order"
          type="number"
          min={0}
          value={draft.sort_order}
          onChange={set('sort_order')}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {editing ? 'Save Category' : 'Add Category'}
          </Button>
          {editing && (
            <Button variant="secondary" onClick={() => (setEditing(null), setDraft(EMPTY))}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
