import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { platformOperators } from './operators.tables.ts';

/** The demo's platform operator (README): signs in to the console at platform.localhost. */
export const DEMO_OPERATOR = { email: 'operator@storefront.localhost', name: 'Demo Operator' } as const;

/** Adds the demo operator, with the demo password, unless it exists. */
export async function seedDemoOperator(db: Database, password: string): Promise<void> {
  await db
    .insert(platformOperators)
    .values({ ...DEMO_OPERATOR, passwordHash: await hashPassword(password) })
    .onConflictDoNothing();
}
