import { useState, type FormEvent } from 'react';
import { ProfileUpdateSchema } from '@storefront/contract/account';
import { fieldErrors, type UserProfile } from '@storefront/contract/auth';
import { HttpError } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField, TextField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import { updateProfile } from '../account-api';

type Values = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  bio: string;
  role: string;
};

export function ProfileForm({
  user,
  onSaved,
  onCancel,
}: {
  user: UserProfile;
  onSaved: (user: UserProfile) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>({
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    bio: user.bio,
    role: user.role,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  // Spec section 6: Account Type is customer or supplier; staff and admin keep theirs.
  const canChooseType = user.role === 'customer' || user.role === 'supplier';

  const set = (key: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((er) => ({ ...er, [key]: '' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    const { role: _role, ...withoutRole } = values;
    const parsed = ProfileUpdateSchema.safeParse(canChooseType ? values : withoutRole);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(true);
    try {
      const saved = await updateProfile(parsed.data);
      toast.success(
        saved.email_verified
          ? 'Profile updated successfully!'
          : 'Profile updated. Please verify your new email address.',
      );
      onSaved(saved);
    } catch (err) {
      setErrors(err instanceof HttpError ? (err.body.fields ?? {}) : {});
      setFailure(
        err instanceof HttpError
          ? (err.body.error ?? 'Profile update failed')
          : 'Network error. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          value={values.first_name}
          onChange={set('first_name')}
          error={errors.first_name}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          value={values.last_name}
          onChange={set('last_name')}
          error={errors.last_name}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
      </div>
      <div>
        <label htmlFor="profile-bio" className="block text-sm font-medium text-gray-700">
          Bio
        </label>
        <textarea
          id="profile-bio"
          rows={3}
          value={values.bio}
          onChange={set('bio')}
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm shadow-sm focus:border-primary focus:outline-2 focus:outline-primary"
        />
        {errors.bio && <p className="mt-1 text-sm text-red-700">{errors.bio}</p>}
      </div>
      {canChooseType && (
        <SelectField
          label="Account Type"
          value={values.role}
          onChange={set('role')}
          error={errors.role}
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
