import { StoreSettingsSchema, type StoreSettings } from '@storefront/contract/dashboard-manage';
import { useZodForm } from '../../lib/use-zod-form';
import { errorOf } from '../../lib/api';
import { useSaveStoreSettings } from './manage-mutations';

type Colour = 'primary' | 'secondary';

/**
 * The store settings form (`PUT /api/manage/store/`) as the settings page and the setup wizard's steps
 * share it: a save resets the form to what the server kept, a failure shows the server's messages, and
 * `onSaved` runs only after a save that succeeded.
 */
export function useStoreSettingsForm(initial: StoreSettings, onSaved?: () => void) {
  const form = useZodForm(StoreSettingsSchema, { defaultValues: initial });
  const save = useSaveStoreSettings((saved) => form.reset(saved));
  const settings = form.watch();
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      onSaved?.();
    } catch (err) {
      form.fail(errorOf(err).message, err);
    }
  });
  /** A colour's props for `ColourField`: the registered text and a picker that writes the same value. */
  const colour = (name: Colour) => ({
    field: form.field(name),
    value: settings[name],
    onPick: (value: string) => form.setValue(name, value, { shouldDirty: true }),
  });
  return {
    ...form,
    settings,
    submit,
    colour,
    /** Saved, and not edited since. */
    saved: save.isSuccess && !form.formState.isDirty,
  };
}
