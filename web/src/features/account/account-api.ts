import { queryOptions } from '@tanstack/react-query';
import type {
  Address,
  AddressInput,
  ChangePassword,
  ProfileUpdate,
  Settings,
} from '@storefront/contract/account';
import { accountEndpoints } from '@storefront/contract/account.endpoints';
import { call } from '../../lib/api';

export const accountProfileQuery = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: () => call(accountEndpoints.profile),
});

/** Spec section 8: a failing address list shows an empty list. */
export const addressesQuery = queryOptions({
  queryKey: ['account', 'addresses'],
  queryFn: () => call(accountEndpoints.addresses).catch(() => [] as Address[]),
});

export const settingsQuery = queryOptions({
  queryKey: ['account', 'settings'],
  queryFn: () => call(accountEndpoints.settings),
});

export const updateProfile = (body: ProfileUpdate) => call(accountEndpoints.updateProfile, { body });
export const saveSettings = (body: Settings) => call(accountEndpoints.saveSettings, { body });
export const changePassword = (body: ChangePassword) => call(accountEndpoints.changePassword, { body });
export const createAddress = (body: AddressInput) => call(accountEndpoints.createAddress, { body });
export const updateAddress = (id: number, body: AddressInput) =>
  call(accountEndpoints.updateAddress, { params: { id }, body });
export const deleteAddress = (id: number) => call(accountEndpoints.deleteAddress, { params: { id } });
