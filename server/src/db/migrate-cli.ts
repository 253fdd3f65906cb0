import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

const handle = await openDatabase(loadConfig());
await migrate(handle);
console.log('Migrations applied.');
await handle.close();
