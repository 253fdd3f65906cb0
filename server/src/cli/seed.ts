// `npm run seed [-- --reset]`: migrates, then creates the demo stores when the database has none.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabaseAlone } from './open-alone.ts';
import { migrate } from '../db/migrate.ts';
import { progressLine, seedDemo } from '../demo/seed-demo.ts';

const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false } } });
const config = loadConfig();
const handle = await openDatabaseAlone(config, 'seed');
console.log('Migrating the database…');
await migrate(handle);
const result = await seedDemo(handle.db, {
  reset: values.reset,
  onProgress: (event) => console.log(progressLine(event)),
});
console.log(
  result.created
    ? `Created ${result.tenants} demo stores.`
    : `The database already has ${result.tenants} stores; use --reset to rebuild the demo.`,
);
await handle.close();
