import { ProfileUpdateSchema } from '@storefront/contract/account';
import type { UserProfile } from '@storefront/contract/auth';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import { updateProfile } from '../account-api';

export function ProfileForm({
  user,
  onSaved,
  onCancel,
}: {
  user: UserProfile;
  onSaved: (user: UserProfile) => void;
  onCancel: () => void;
}) {
  // Spec section 6: Account Type is customer or supplier; staff and admin keep theirs.
  const canChooseType = user.role === 'customer' || user.role === 'supplier';
  const form = useZodForm(ProfileUpdateSchema, {
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
      bio: user.bio,
      ...(canChooseType ? { role: user.role as 'customer' | 'supplier' } : {}),
    },
  });
  const { busy, failure } = form;
  const bioError = form.formState.errors.bio?.message;

  const submit = form.submitWith(async (values) => {
    const saved = await updateProfile(values);
    toast.success(
      saved.email_verified
        ? 'Profile updated successfully!'
        : 'Profile updated. Please verify your new email address.',
    );
    onSaved(saved);
  }, 'Profile update failed');

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" {...form.field('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" {...form.field('last_name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
      </div>
      <div>
        <label htmlFor="profile-bio" className="block text-sm font-medium text-gray-700">
          Bio
        </label>
        <textarea
          id="profile-bio"
          rows={3}
          {...form.register('bio', { onChange: () => form.clearErrors('bio') })}
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm shadow-sm focus:border-primary focus:outline-2 focus:outline-primary"
        />
        {bioError && <p className="mt-1 text-sm text-red-700">{bioError}</p>}
      </div>
      {canChooseType && (
        <SelectField
          label="Account Type"
          {...form.field('role')}
          options={[
            { value: 'customer', label: 'Customer' },
            { value: 'supplier', label: 'Supplier' },
          ]}
        />
      )}
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
