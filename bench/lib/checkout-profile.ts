// What one checkout costs, measured around a scenario's checkouts only (not its setup): round trips (every
// pg `Client#query` of this process, where the server runs), CPU of this process and of the bench
// database's PostgreSQL backends (/proc), and what the server's connections were doing, sampled from
// pg_stat_activity (running, waiting for a lock, or idle in a transaction: waiting on Node).
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';

export interface CheckoutProfile {
  /** pg round trips per answered checkout. */
  roundTripsPerOrder: number;
  /** This process (server and the buyers' HTTP client) per answered checkout. */
  nodeCpuMsPerOrder: number;
  /** The bench database's PostgreSQL backends per answered checkout. */
  postgresCpuMsPerOrder: number;
  /** Of the sampled server connections in a transaction or running: the share in each state. */
  connectionStates: Record<string, string>;
  /**
   * Each statement (the first 70 characters of its text): how many per checkout, and the milliseconds from
   * sending it to its answer per checkout (waits for locks, the server and this process included).
   */
  statements: Record<string, string>;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

let queries = 0;
const byText = new Map<string, { count: number; ms: number }>();
let counting = false;
/** The profile's own connection, whose queries are not counted. */
const uncounted = new WeakSet<object>();

/** Counts every query this process sends, while a profile runs. */
function countQueries() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown; counted?: true };
  if (proto.counted) return;
  const original = proto.query;
  proto.query = function (this: object, ...args: unknown[]) {
    const result = original.apply(this, args);
    if (!counting || uncounted.has(this)) return result;
    queries += 1;
    const first = args[0] as string | { text?: string; name?: string };
    const text = (typeof first === 'string' ? first : (first?.text ?? first?.name ?? '?'))
      .replace(/\s+/g, ' ')
      .slice(0, 70);
    const entry = byText.get(text) ?? { count: 0, ms: 0 };
    byText.set(text, entry);
    entry.count += 1;
    const sent = performance.now();
    if (result instanceof Promise)
      result.then(
        () => (entry.ms += performance.now() - sent),
        () => (entry.ms += performance.now() - sent),
      );
    return result;
  };
  proto.counted = true;
}

function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return 0;
  }
}

/** With BENCH_CPU_PROFILE=<file prefix>, a V8 CPU profile of this process per scenario's checkouts. */
async function startCpuProfile(name: string) {
  const prefix = process.env.BENCH_CPU_PROFILE;
  if (!prefix) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${prefix}-${name}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  };
}

/** Starts measuring; `stop(orders)` answers the figures per order. */
export async function startCheckoutProfile(databaseUrl: string | undefined, name: string) {
  countQueries();
  const stopCpuProfile = await startCpuProfile(name);
  const watcher = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await watcher?.connect();
  if (watcher) uncounted.add(watcher);
  const backends = async () =>
    watcher
      ? (
          await watcher.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          )
        ).rows.map((r) => r.pid)
      : [];
  const before = new Map((await backends()).map((pid) => [pid, cpuTicks(pid)]));
  const states = new Map<string, number>();
  let samples = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling && watcher) {
      const { rows } = await watcher.query<{ what: string }>(
        `select case when wait_event_type = 'Lock' then 'waiting for a lock (' || wait_event || ')'
            when state = 'active' and wait_event_type is not null then 'running, ' || wait_event_type || ':' || wait_event
            when state = 'active' then 'running (CPU)'
            else state end as what
          from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
            and state <> 'idle'`,
      );
      for (const r of rows) states.set(r.what, (states.get(r.what) ?? 0) + 1);
      samples += rows.length;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  queries = 0;
  byText.clear();
  counting = true;
  const cpu = process.cpuUsage();

  return async function stop(orders: number): Promise<CheckoutProfile> {
    const used = process.cpuUsage(cpu);
    counting = false;
    await stopCpuProfile();
    let postgresTicks = 0;
    for (const pid of await backends()) postgresTicks += cpuTicks(pid) - (before.get(pid) ?? 0);
    sampling = false;
    await sampler;
    await watcher?.end();
    const per = (n: number) => Math.round((n / Math.max(1, orders)) * 100) / 100;
    const share = (n: number) => `${((n / Math.max(1, samples)) * 100).toFixed(1)} %`;
    return {
      roundTripsPerOrder: per(queries),
      nodeCpuMsPerOrder: per((used.user + used.system) / 1000),
      postgresCpuMsPerOrder: per(postgresTicks * TICK_MS),
      connectionStates: Object.fromEntries(
        [...states].sort((a, b) => b[1] - a[1]).map(([k, n]) => [k, share(n)]),
      ),
      statements: Object.fromEntries(
        [...byText]
          .sort((a, b) => b[1].ms - a[1].ms)
          .slice(0, 16)
          .map(([k, { count, ms }]) => [k, `${per(count)} × , ${per(ms)} ms`]),
      ),
    };
  };
}
