import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client.ts';

/** What `listen` calls: each payload on the channel, and `lost` when notifications may have been missed. */
export interface Listener {
  message(payload: string): void;
  lost(): void;
}

/** How long to wait before listening again after the listening connection dropped. */
const RETRY_MS = 1_000;

/**
 * Listens on a PostgreSQL channel (LISTEN): on PostgreSQL through one dedicated connection, re-opened
 * when it drops (`lost` is called then, since notifications sent meanwhile are gone); on PGlite on its
 * one connection. Answers the function that stops listening.
 */
export async function listen(
  db: Database,
  channel: string,
  listener: Listener,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const stop = await client.listen(channel, (payload) => listener.message(payload));
    return () => stop();
  }
  if (!(client instanceof pg.Pool)) return async () => {};
  const { connectionString } = client.options as { connectionString?: string };
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString });
    connection.on('notification', (n) => n.channel === channel && n.payload && listener.message(n.payload));
    connection.on('error', () => {
      if (stopped || current !== connection) return;
      current = undefined;
      listener.lost();
      void connection.end().catch(() => {});
      retry = setTimeout(() => void connect().catch(() => listener.lost()), RETRY_MS);
    });
    current = connection;
    await connection.connect();
    await connection.query(`listen ${pg.escapeIdentifier(channel)}`);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
  };
}
