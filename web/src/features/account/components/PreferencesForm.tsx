import { useQueryClient } from '@tanstack/react-query';
import { PROFILE_VISIBILITIES, SettingsSchema, type Settings } from '@storefront/contract/account';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/Button';
import { FormAlert, SelectField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import { saveSettings, settingsQuery } from '../account-api';

type Flag = Exclude<keyof Settings, 'profileVisibility'>;

const NOTIFICATIONS: [Flag, string, string][] = [
  ['emailNotifications', 'Email notifications', 'Account activity by email'],
  ['smsNotifications', 'SMS notifications', 'Text messages about your account'],
  ['orderUpdates', 'Order updates', 'Status changes of your orders'],
  ['priceAlerts', 'Price alerts', 'When wishlist products get cheaper'],
  ['marketingEmails', 'Marketing emails', 'News, offers and promotions'],
];
const PRIVACY: [Flag, string, string][] = [
  ['dataSharing', 'Data sharing', 'Share anonymised data with partners'],
  ['analyticsTracking', 'Analytics tracking', 'Help us improve the store'],
];
const VISIBILITY_LABELS = { private: 'Private', friends: 'Friends', public: 'Public' } as const;

/** Notification preferences and privacy settings, saved together with one PUT. */
export function PreferencesForm({ initial }: { initial: Settings }) {
  const queryClient = useQueryClient();
  const form = useZodForm(SettingsSchema, { defaultValues: initial });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveSettings(values);
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      form.reset(saved);
      toast.success('Settings saved successfully!');
    } catch {
      form.fail('There was an error saving your settings. Please try again.');
    }
  });

  const toggles = (items: [Flag, string, string][]) =>
    items.map(([key, label, hint]) => (
      <label key={key} className="flex items-start gap-3 py-2">
        <input type="checkbox" {...form.register(key)} className="mt-1 h-4 w-4 rounded border-gray-300" />
        <span>
          <span className="block text-sm font-medium text-gray-900">{label}</span>
          <span className="block text-sm text-gray-600">{hint}</span>
        </span>
      </label>
    ));

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {form.failure && <FormAlert kind="error">{form.failure}</FormAlert>}
      <fieldset className="rounded-xl border border-gray-200 bg-white p-6">
        <legend className="px-1 text-lg font-semibold text-gray-900">Notification Preferences</legend>
        {toggles(NOTIFICATIONS)}
      </fieldset>
      <fieldset className="space-y-2 rounded-xl border border-gray-200 bg-white p-6">
        <legend className="px-1 text-lg font-semibold text-gray-900">Privacy Settings</legend>
        <SelectField
          label="Profile Visibility"
          options={PROFILE_VISIBILITIES.map((p) => ({ value: p, label: VISIBILITY_LABELS[p] }))}
          {...form.field('profileVisibility')}
        />
        {toggles(PRIVACY)}
      </fieldset>
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Saving...' : 'Save Settings'}
      </Button>
    </form>
  );
}
