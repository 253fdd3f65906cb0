// `npm run db:migrate`: applies the migrations in server/src/db/migrations.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

const handle = await openDatabase(loadConfig());
await migrate(handle);
console.log('Migrations applied.');
await handle.close();
