import pg from 'pg';

/** What `/readyz` and the logs show of one replica. */
export interface ReplicaState {
  /** The replica's address without user or password (host:port/database). */
  name: string;
  /** ok: reads may go there; lagging: further behind than allowed; down: unreachable or not a standby. */
  status: 'ok' | 'lagging' | 'down' | 'unchecked';
  /** How far behind the primary it was at the last check (ms), when known. */
  lagMs: number | null;
  error?: string;
}

export interface ReplicaOptions {
  /** A replica further behind than this is not read from. */
  maxLagMs: number;
  /** How often positions are measured. */
  checkMs: number;
  /** Connections per replica for scoped reads. */
  poolSize: number;
}

interface Replica {
  name: string;
  pool: pg.Pool;
  /** Every commit made on the primary before this time (ms, this process's clock) has been replayed there. */
  caughtUpTo: number;
  state: ReplicaState;
}

/** A primary position (WAL LSN) and the time just before it was read. */
interface Sample {
  at: number;
  lsn: bigint;
}

/** `16/B374D848` → a number that orders like the LSN. */
export function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

const nameOf = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
};

/**
 * The streaming replicas of the primary, measured every `checkMs`: the primary's WAL position is sampled,
 * then each replica's replay position; a replica has "caught up to" the latest sample time whose position
 * it has replayed. So a read that must see every commit made before time T (the request's own write, or
 * the last change of the store's data this process heard of) may use a replica that caught up past T, and
 * no anonymous read uses one that is more than `maxLagMs` behind. Nothing is measured per request.
 */
export class ReplicaSet {
  private readonly replicas: Replica[];
  private samples: Sample[] = [];
  private timer: NodeJS.Timeout | undefined;
  private next = 0;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly primary: pg.Pool,
    urls: string[],
    private readonly options: ReplicaOptions,
  ) {
    this.replicas = urls.map((url) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: options.poolSize,
        connectionTimeoutMillis: 2_000,
      });
      pool.on('error', () => {});
      const name = nameOf(url);
      return { name, pool, caughtUpTo: 0, state: { name, status: 'unchecked', lagMs: null } };
    });
  }

  /** Measures now, then every `checkMs` (the timer does not keep the process alive). */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), this.options.checkMs);
    this.timer.unref();
  }

  /** One measurement of every replica (concurrent calls share it). */
  check(): Promise<void> {
    this.checking ??= this.measure().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async measure(): Promise<void> {
    const at = Date.now();
    // The insert position, not the write one: with synchronous_commit off a commit returns before its WAL is
    // written, and a replica that replayed the write position could still lack it.
    try {
      const { rows } = await this.primary.query<{ lsn: string }>(
        'select pg_current_wal_insert_lsn()::text as lsn',
      );
      this.samples.push({ at, lsn: lsnValue(rows[0]!.lsn) });
    } catch {
      // The primary is unreachable: no new sample, so every replica's lag grows until it answers again.
    }
    const keepFrom = at - this.options.maxLagMs - 2 * this.options.checkMs;
    while (this.samples.length > 1 && this.samples[0]!.at < keepFrom) this.samples.shift();
    await Promise.all(this.replicas.map((replica) => this.measureReplica(replica)));
  }

  private async measureReplica(replica: Replica): Promise<void> {
    try {
      const { rows } = await replica.pool.query<{ standby: boolean; lsn: string | null }>(
        'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn',
      );
      const row = rows[0]!;
      if (!row.standby || !row.lsn) return this.markDown(replica, 'not a standby (promoted?)');
      const replayed = lsnValue(row.lsn);
      for (const sample of this.samples)
        if (sample.lsn <= replayed) replica.caughtUpTo = Math.max(replica.caughtUpTo, sample.at);
      const lagMs = replica.caughtUpTo ? Math.max(0, Date.now() - replica.caughtUpTo) : null;
      const ok = lagMs !== null && lagMs <= this.options.maxLagMs;
      this.set(replica, { name: replica.name, status: ok ? 'ok' : 'lagging', lagMs });
    } catch (error) {
      this.markDown(replica, (error as Error).message);
    }
  }

  private markDown(replica: Replica, error: string): void {
    replica.caughtUpTo = 0;
    this.set(replica, { name: replica.name, status: 'down', lagMs: null, error });
  }

  /** Records a replica's new state, and says so when reads start or stop going there. */
  private set(replica: Replica, state: ReplicaState): void {
    const before = replica.state.status;
    replica.state = state;
    if (before === state.status || (before === 'unchecked' && state.status === 'ok')) return;
    const why = state.error ?? (state.lagMs === null ? '' : `${state.lagMs} ms behind`);
    console.warn(`Read replica ${state.name}: ${state.status}${why ? ` (${why})` : ''}`);
  }

  /**
   * A replica's pool that has replayed every commit made before `since` (ms) and is within the lag bound,
   * taking turns among those that qualify; undefined when none does (read from the primary).
   */
  poolFor(since: number): pg.Pool | undefined {
    const count = this.replicas.length;
    for (let i = 0; i < count; i++) {
      const replica = this.replicas[(this.next + i) % count]!;
      if (replica.state.status === 'ok' && replica.caughtUpTo > since) {
        this.next = (this.next + i + 1) % count;
        return replica.pool;
      }
    }
    return undefined;
  }

  /** A read on `pool` failed for a reason of the server's (down, restarting, conflict with recovery). */
  failed(pool: pg.Pool, error: Error): void {
    const replica = this.replicas.find((r) => r.pool === pool);
    if (replica) this.markDown(replica, error.message);
  }

  /** Each replica's state at the last check: for `/readyz` and the logs. */
  state(): ReplicaState[] {
    return this.replicas.map((r) => ({ ...r.state }));
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.checking?.catch(() => {});
    await Promise.all(this.replicas.map((r) => r.pool.end().catch(() => {})));
  }
}

const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * An error after which the same read may run again on the primary: the replica could not be reached,
 * shut down, or cancelled the statement because of a conflict with recovery (SQLSTATE 40001 there).
 */
export function isReplicaFailure(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError): its `cause` carries the code.
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string')
      return code.startsWith('08') || code.startsWith('57P') || code === '40001' || NETWORK_ERRORS.has(code);
    // Only the innermost message: a wrapper's quotes the SQL, which may say anything.
    if (!(e.cause instanceof Error)) return /connect|terminat/i.test(e.message);
  }
  return false;
}
