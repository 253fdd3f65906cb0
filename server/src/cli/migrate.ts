// `npm run db:migrate`: applies the migrations in server/src/db/migrations.
import { loadConfig } from '../config.ts';
import { openDatabaseAlone } from './open-alone.ts';
import { migrate } from '../db/migrate.ts';

const handle = await openDatabaseAlone(loadConfig(), 'db:migrate');
await migrate(handle);
console.log('Migrations applied.');
await handle.close();
