import { queryOptions } from '@tanstack/react-query';
import type {
  Address,
  AddressInput,
  ChangePassword,
  ProfileUpdate,
  Settings,
} from '@storefront/contract/account';
import { accountPaths } from '@storefront/contract/account.paths';
import { call } from '../../lib/api';

export const accountProfileQuery = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: () => call(accountPaths.profile),
});

/** Spec section 8: a failing address list shows an empty list. */
export const addressesQuery = queryOptions({
  queryKey: ['account', 'addresses'],
  queryFn: () => call(accountPaths.addresses).catch(() => [] as Address[]),
});

export const settingsQuery = queryOptions({
  queryKey: ['account', 'settings'],
  queryFn: () => call(accountPaths.settings),
});

export const updateProfile = (body: ProfileUpdate) => call(accountPaths.updateProfile, { body });
export const saveSettings = (body: Settings) => call(accountPaths.saveSettings, { body });
export const changePassword = (body: ChangePassword) => call(accountPaths.changePassword, { body });
export const createAddress = (body: AddressInput) => call(accountPaths.createAddress, { body });
export const updateAddress = (id: number, body: AddressInput) =>
  call(accountPaths.updateAddress, { params: { id }, body });
export const deleteAddress = (id: number) => call(accountPaths.deleteAddress, { params: { id } });
