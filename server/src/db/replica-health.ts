import { readReplicas, type Database } from './client.ts';
import type { ReplicaState } from './replicas.ts';

/**
 * The state of the configured read replicas (DATABASE_REPLICA_URLS), for /readyz, as the replica set's last
 * check saw it; empty with no replica configured. A replica that is down does not make an instance unready:
 * its reads fall back to the primary.
 */
export async function replicaHealth(db: Database): Promise<ReplicaState[]> {
  return readReplicas(db)?.state() ?? [];
}
