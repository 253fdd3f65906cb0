import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { requestContext } from '../platform/tenancy.ts';
import { injectAs, type signInAs, type TestApp } from './test-app.ts';

export type Who = Awaited<ReturnType<typeof signInAs>>;

/** Calls the API as a signed-in user (session cookie and CSRF token included). */
export function as(t: TestApp, who: Who) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who.host, { method, url, headers: who.headers, ...(payload && { payload }) });
}

/** A user's id in a store, by name. */
export async function userId(t: TestApp, slug: string, username: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`select id from users where tenant_id = ${t.stores[slug]!.id} and username = ${username}`,
  );
  return row!.id;
}

/** The request context of the cards store's demo shopper (id `id`), for calling services directly. */
export const shopperContext = (t: TestApp, id: number) =>
  requestContext(t.handle.db, t.stores.cards!, {
    id,
    username: 'shopper',
    email: 'shopper@example.com',
    role: 'customer',
  });
