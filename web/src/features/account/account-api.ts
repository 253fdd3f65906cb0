import { queryOptions } from '@tanstack/react-query';
import type {
  Address,
  AddressInput,
  ChangePassword,
  ProfileUpdate,
  Settings,
} from '@storefront/contract/account';
import type { Message, UserProfile } from '@storefront/contract/auth';
import { api } from '../../lib/api';

export const accountProfileQuery = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: () => api<UserProfile>('/api/user/profile/'),
});

/** Spec section 8: a failing address list shows an empty list. */
export const addressesQuery = queryOptions({
  queryKey: ['account', 'addresses'],
  queryFn: () => api<Address[]>('/api/addresses/').catch(() => [] as Address[]),
});

export const settingsQuery = queryOptions({
  queryKey: ['account', 'settings'],
  queryFn: () => api<Settings>('/api/user/settings/'),
});

export const updateProfile = (body: ProfileUpdate) =>
  api<UserProfile>('/api/user/profile/', { method: 'PATCH', body });
export const saveSettings = (body: Settings) => api<Settings>('/api/user/settings/', { method: 'PUT', body });
export const changePassword = (body: ChangePassword) =>
  api<Message>('/api/user/change-password/', { method: 'POST', body });
export const createAddress = (body: AddressInput) =>
  api<Address>('/api/addresses/', { method: 'POST', body });
export const updateAddress = (id: number, body: AddressInput) =>
  api<Address>(`/api/addresses/${id}/`, { method: 'PUT', body });
export const deleteAddress = (id: number) => api<void>(`/api/addresses/${id}/`, { method: 'DELETE' });
