import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes (an uploaded picture), read and written as a Buffer. */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
