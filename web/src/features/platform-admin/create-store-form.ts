import { z } from 'zod';
import { CreateStoreSchema, DomainSchema, type CreateStore } from '@storefront/contract/platform-admin';

const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

/** The console's create form: one domain (more are added later), and blank optional owner fields. */
export const CreateStoreFormSchema = CreateStoreSchema.omit({
  domains: true,
  owner_username: true,
  owner_password: true,
}).extend({
  domain: DomainSchema,
  owner_username: optional(CreateStoreSchema.shape.owner_username.unwrap()),
  owner_password: optional(CreateStoreSchema.shape.owner_password.unwrap()),
});
export type CreateStoreForm = z.input<typeof CreateStoreFormSchema>;

/** The call's body from the form: blank optional fields left out. */
export function createStoreBody(form: z.output<typeof CreateStoreFormSchema>): CreateStore {
  const { domain, owner_username, owner_password, ...rest } = form;
  return {
    ...rest,
    domains: [domain],
    ...(owner_username && { owner_username }),
    ...(owner_password && { owner_password }),
  };
}

/** A slug suggested from a store's name: lower case, dashes, at most 40 characters. */
export const suggestSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
