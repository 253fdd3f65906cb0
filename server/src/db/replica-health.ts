import type { Database } from './client.ts';

/** One read replica as /readyz reports it. */
export interface ReplicaHealth {
  /** The replica's host and port (never its credentials). */
  name: string;
  /** Answering, and within the lag bound: reads may go to it. */
  usable: boolean;
  /** How far behind the primary it replays, when known. */
  lagMs?: number;
}

/**
 * The state of the configured read replicas (DATABASE_REPLICA_URLS), for /readyz. The replica routing
 * (issue 14 point 2) fills this in; with no replica configured it is empty. A replica that is down does not
 * make an instance unready: its reads fall back to the primary.
 */
export async function replicaHealth(db: Database): Promise<ReplicaHealth[]> {
  void db;
  return [];
}
