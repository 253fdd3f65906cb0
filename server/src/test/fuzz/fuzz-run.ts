import fc from 'fast-check';
import type { AddressInfo } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { HOSTS, fuzzWorld, type FuzzWorld } from './fuzz-setup.ts';
import { encodeLoosely, fuzzRequests, platformRequests, type FuzzRequest } from './requests.ts';
import { sendOverSocket, socketUploads } from './slow-bodies.ts';
import { probedWhile, sleep } from './stall-probe.ts';
import { uploadRequests } from './upload-requests.ts';
import { installWriteCounter, writeCounts, writtenTables } from './write-counter.ts';

export interface FuzzOptions {
  /** Generated requests (an upload's preview, start and cancel come on top, as do the socket uploads). */
  requests: number;
  seed: number;
  /** The slowest answer allowed (the statement timeout). */
  maxMs?: number;
  /** The slowest the other store may answer while a hostile request runs. */
  maxStallMs?: number;
  /** Pause between the pieces of a slow body sent over a socket. */
  slowPauseMs?: number;
  /** Also send bodies past each upload limit (hundreds of MB: the long form only). */
  oversize?: boolean;
  log?: (line: string) => void;
}

export interface FuzzProblem {
  request: string;
  status: number;
  problem: string;
  body: string;
}

interface Worst {
  ms: number;
  request: string;
  status: number;
}

export interface FuzzReport {
  seed: number;
  generated: number;
  /** Every request sent: generated ones, upload follow-ups, job polls excluded, socket uploads. */
  requests: number;
  byStatus: Record<number, number>;
  byFamily: Record<string, number>;
  slowest: Worst;
  /** The slowest answer of the other store (outdoor's product list) while a request or job ran. */
  worstStall: Worst;
  probes: number;
  /**
   * The other store's worst wait while the fuzzed store's card search warmed up (its first filter counts,
   * in SQL): a cold start, not hostile input, so measured apart and not held to the bound.
   */
  warmUpStall: Worst;
  problems: FuzzProblem[];
  rejectedWrites: number;
}

// Of the generated requests: most to the store's routes, the rest to uploads and the platform host.
const mix = (world: FuzzWorld) =>
  fc.oneof(
    { weight: 7, arbitrary: fuzzRequests(world.ids) },
    { weight: 2, arbitrary: uploadRequests(world.ids) },
    { weight: 1, arbitrary: platformRequests(world.ids) },
  );

const describe = (r: FuzzRequest) =>
  `${r.host === 'platform' ? 'platform ' : ''}${r.identity} ${r.method} ${r.url.slice(0, 160)} [${r.mutation}${
    r.noCsrf ? ', no csrf' : ''
  }] ${r.payload ? `${String(r.payload).slice(0, 120)}${String(r.payload).length > 120 ? '…' : ''}` : ''}`;

const ENDED = ['done', 'failed', 'cancelled'];
const JOB_MAX_MS = 60_000;

/**
 * Sends generated hostile requests (store routes, uploads in every format and their jobs, the platform host)
 * and slow socket uploads to the real app, timing the other store's product list during each one, and
 * reports every 5xx, every rejected write that changed data, every answer slower than `maxMs` and every
 * stall of the other store beyond `maxStallMs`.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const log = options.log ?? (() => {});
  const maxMs = options.maxMs ?? 2000;
  const maxStallMs = options.maxStallMs ?? 500;
  const world = await fuzzWorld();
  const { app, handle } = world;
  const db = handle.db;
  const report: FuzzReport = {
    seed: options.seed,
    generated: 0,
    requests: 0,
    byStatus: {},
    byFamily: {},
    slowest: { ms: 0, request: '', status: 0 },
    worstStall: { ms: 0, request: '', status: 0 },
    probes: 0,
    warmUpStall: { ms: 0, request: '', status: 0 },
    problems: [],
    rejectedWrites: 0,
  };
  const problem = (request: string, status: number, text: string, body = '') =>
    report.problems.push({ request, status, problem: text, body: body.slice(0, 300) });

  /** Records one answer: totals, the slowest, the worst stall, and the checks. */
  const record = (
    what: string,
    family: string,
    status: number,
    body: string,
    ms: number,
    stallMs: number,
  ) => {
    report.requests++;
    report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
    report.byFamily[family] = (report.byFamily[family] ?? 0) + 1;
    if (ms > report.slowest.ms) report.slowest = { ms, request: what, status };
    if (stallMs > report.worstStall.ms) report.worstStall = { ms: stallMs, request: what, status };
    if (status >= 500) problem(what, status, '5xx', body);
    if (ms > maxMs) problem(what, status, `slow: ${Math.round(ms)} ms`, body);
    if (stallMs > maxStallMs) problem(what, status, `the other store waited ${Math.round(stallMs)} ms`, body);
  };

  /** Runs `work` (answering a status, 0 for none); if it was refused, it must have written nothing. */
  const checkWrites = async (what: string, work: () => Promise<number>) => {
    const before = await writeCounts(db);
    const status = await work();
    // Mail work a request starts after answering (resets, resends) belongs to that request's writes.
    await app.background.idle();
    if (status > 0 && status < 400) return;
    report.rejectedWrites++;
    const changed = writtenTables(before, await writeCounts(db));
    if (changed.length) problem(what, status, `rejected write changed ${changed.join(', ')}`);
  };

  /** Sends one request through `inject`, probing the other store meanwhile; answers the response. */
  async function send(r: FuzzRequest): Promise<LightMyRequestResponse> {
    const who = world.browsers[r.host].get(r.identity)!;
    const options: InjectOptions = {
      method: r.method,
      url: r.url,
      headers: {
        host: HOSTS[r.host],
        cookie: who.cookie,
        ...(!r.noCsrf && { 'x-csrftoken': who.token }),
        ...r.headers,
      },
      ...(r.payload !== undefined && { payload: r.payload }),
    };
    let res!: LightMyRequestResponse;
    const what = describe(r);
    const run = async () => {
      const started = performance.now();
      const probed = await probedWhile(app, app.inject(options));
      res = probed.value;
      report.probes += probed.probes;
      record(what, r.family, res.statusCode, res.body, performance.now() - started, probed.worstMs);
      return res.statusCode;
    };
    if (r.method === 'GET') {
      await run();
      await app.background.idle();
    } else await checkWrites(what, run);
    return res;
  }

  /** An uploaded job's preview, then its start (and run to the end) or cancel, each checked as a request. */
  async function followUp(r: FuzzRequest, res: LightMyRequestResponse) {
    if (!r.job || res.statusCode !== 201) return;
    const id = res.json<{ id: number }>().id;
    const as = {
      family: 'uploads',
      host: 'store',
      identity: r.identity,
      headers: {},
      noCsrf: false,
    } as const;
    const format = r.job.previewFormat;
    await send({
      ...as,
      method: 'GET',
      url: `/api/imports/${id}/preview/${format === undefined ? '' : `?format=${encodeLoosely(format)}`}`,
      mutation: `preview of ${r.mutation}`,
    });
    const start = r.job.start;
    const started =
      start !== 'cancel' &&
      (await send({
        ...as,
        method: 'POST',
        url: `/api/imports/${id}/start/`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(start),
        mutation: `start of ${r.mutation}`,
      }));
    if (!started || started.statusCode >= 400) {
      await send({
        ...as,
        method: 'POST',
        url: `/api/imports/${id}/cancel/`,
        mutation: `cancel of ${r.mutation}`,
      });
      return;
    }
    await waitForJob(r, id);
  }

  /** Polls a started job until it ends, the other store probed all along (its writes are the start's). */
  async function waitForJob(r: FuzzRequest, id: number) {
    const who = world.browsers.store.get(r.identity)!;
    const what = `job ${id} running (${r.mutation})`;
    const started = performance.now();
    const poll = async () => {
      while (performance.now() - started < JOB_MAX_MS) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/imports/${id}/`,
          headers: { host: HOSTS.store, cookie: who.cookie },
        });
        if (res.statusCode !== 200) return `polling answered ${res.statusCode}: ${res.body}`;
        if (ENDED.includes(res.json<{ status: string }>().status)) return null;
        await sleep(20);
      }
      return `still running after ${JOB_MAX_MS / 1000} s`;
    };
    const probed = await probedWhile(app, poll());
    report.probes += probed.probes;
    if (probed.worstMs > report.worstStall.ms)
      report.worstStall = { ms: probed.worstMs, request: what, status: 0 };
    if (probed.worstMs > maxStallMs)
      problem(what, 0, `the other store waited ${Math.round(probed.worstMs)} ms`);
    if (probed.value) problem(what, 0, probed.value);
  }

  /** Slow, abandoned and oversize bodies over a real socket, each checked like any request. */
  async function socketRound() {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const created: { id: number }[] = [];
    for (const upload of socketUploads(options.slowPauseMs ?? 150, options.oversize ?? false)) {
      const who = world.browsers.store.get(upload.identity)!;
      const headers = { host: HOSTS.store, cookie: who.cookie, 'x-csrftoken': who.token };
      const what = `${upload.identity} POST ${upload.url} [socket: ${upload.name}]`;
      const sendSlowly = async () => {
        const started = performance.now();
        const probed = await probedWhile(app, sendOverSocket(port, upload, headers));
        // An abandoned body has no answer: give the server a moment to see the client gone.
        if (probed.value.status === 0) await sleep(200);
        report.probes += probed.probes;
        const { status, body } = probed.value;
        // The client's own pauses are not the server's time.
        const paused = upload.pieces * upload.pauseMs;
        record(what, 'socket uploads', status, body, performance.now() - started - paused, probed.worstMs);
        if (status === 201 && body.includes('"kind"')) created.push(JSON.parse(body) as { id: number });
        return status;
      };
      await checkWrites(what, sendSlowly);
    }
    // Jobs of the good slow uploads: cancelled, so no file waits on disk.
    for (const { id } of created)
      await send({
        family: 'socket uploads',
        host: 'store',
        identity: 'admin',
        method: 'POST',
        url: `/api/imports/${id}/cancel/`,
        headers: {},
        noCsrf: false,
        mutation: 'cancel of a slow upload',
      });
  }

  /** The card search's first answers (index and filter counts), timed against the other store. */
  async function warmUp() {
    for (const url of [
      '/api/ecommerce/products/tcg_filters/',
      '/api/ecommerce/products/tcg_search/?q=dragon',
    ]) {
      const probed = await probedWhile(
        app,
        app.inject({ method: 'GET', url, headers: { host: HOSTS.store } }),
      );
      if (probed.worstMs > report.warmUpStall.ms)
        report.warmUpStall = {
          ms: probed.worstMs,
          request: `anonymous GET ${url}`,
          status: probed.value.statusCode,
        };
    }
  }

  try {
    await warmUp();
    await installWriteCounter(db);
    const requests = fc.sample(mix(world), { seed: options.seed, numRuns: options.requests });
    for (const [i, r] of requests.entries()) {
      report.generated++;
      if (process.env.FUZZ_TRACE) log(`${i}: ${describe(r).slice(0, 200)}`);
      const res = await send(r);
      await followUp(r, res);
      if ((i + 1) % 1000 === 0) log(`${i + 1} requests…`);
    }
    await socketRound();
    return report;
  } finally {
    await app.close();
    await handle.close();
  }
}

const round = (w: Worst) => `${Math.round(w.ms)} ms (${w.status}) ${w.request}`;

/** Totals by status and family, the slowest request, the worst stall and the problems, as lines to print. */
export function formatReport(report: FuzzReport): string[] {
  const counts = (by: Record<string | number, number>, numeric = false) =>
    Object.entries(by)
      .sort(([a], [b]) => (numeric ? Number(a) - Number(b) : a.localeCompare(b)))
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
  const fivexx = Object.entries(report.byStatus).reduce((n, [s, c]) => (Number(s) >= 500 ? n + c : n), 0);
  return [
    `fuzz seed ${report.seed}: ${report.generated} generated, ${report.requests} requests sent, ${fivexx} × 5xx, ` +
      `${report.rejectedWrites} rejected writes checked`,
    `by status: ${counts(report.byStatus, true)}`,
    `by family: ${counts(report.byFamily)}`,
    `slowest: ${round(report.slowest)}`,
    `worst stall of the other store (${report.probes} probes): ${round(report.worstStall)}`,
    `(the card search's cold start, before the run: ${round(report.warmUpStall)})`,
    `problems: ${report.problems.length}`,
    ...report.problems.slice(0, 40).map((p) => `  ${p.status} ${p.problem}: ${p.request}\n      → ${p.body}`),
  ];
}
