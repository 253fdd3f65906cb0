import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { seedDemo } from './seed/seed.ts';

const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false } } });
const config = loadConfig();
const handle = await openDatabase(config);
await migrate(handle);
const result = await seedDemo(handle.db, { reset: values.reset });
console.log(
  result.created
    ? `Created ${result.tenants} demo stores.`
    : `The database already has ${result.tenants} stores; use --reset to rebuild the demo.`,
);
await handle.close();
