import type { Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { runningServer } from '../running-server.ts';

/**
 * Opens the database for a command that works on it directly (`npm run import`, `prices`, `seed`,
 * `db:migrate`). The embedded database takes one process: while a server runs on it, the command stops
 * with what to do instead, rather than open the files under the server (decision 019).
 */
export async function openDatabaseAlone(config: Config, command: string): Promise<DatabaseHandle> {
  const server = runningServer(config);
  if (server) {
    console.error(
      `npm run ${command} cannot open ${config.dataDir} while the server (pid ${server.pid}, port ${server.port}) ` +
        'uses it: the embedded database takes one process. Stop the server (Ctrl+C) and run the command ' +
        'again, or do it in the running store: card files at /dashboard/import, price files at ' +
        '/dashboard/pricing, stores with `npm run store`.',
    );
    process.exit(1);
  }
  return openDatabase(config);
}
