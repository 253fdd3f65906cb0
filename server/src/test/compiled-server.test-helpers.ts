import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

// The compiled server (`npm start`'s build) as real operating-system processes, for the tests that must
// cross a process wall: nothing of one process's memory is shared with another.

const serverDir = path.resolve(import.meta.dirname, '../..');

/** A port no one listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * Compiles the server into `server/<buildDir>` (under server/ so that the bundle finds node_modules, apart
 * from `npm run build`'s dist/, which may be stale); answers the milliseconds it took.
 */
export async function buildServer(buildDir: string): Promise<number> {
  const started = performance.now();
  await promisify(execFile)('node', ['scripts/build.mjs', '--outdir', buildDir], { cwd: serverDir });
  return Math.round(performance.now() - started);
}

export const removeBuild = (buildDir: string) =>
  rmSync(path.join(serverDir, buildDir), { recursive: true, force: true });

export interface ServerProcess {
  port: number;
  pid: number;
  /** Everything the process wrote on stdout and stderr. */
  log(): string;
  /** Kills the process (SIGKILL, by its pid) unless it already exited. */
  kill(): void;
}

/**
 * Starts `node <buildDir>/main.js` with exactly `env` (and a free PORT) and resolves when its `/readyz`
 * answers 200. The process is killed when the test process exits, whatever happened to the test.
 */
export async function startServer(buildDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', `${buildDir}/main.js`], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', ...env, PORT: String(port) },
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || i > 600) {
      kill();
      throw new Error(`the server did not start:\n${log}`);
    }
    const ready = await call(port, { url: '/readyz' }).catch(() => undefined);
    if (ready?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, pid: child.pid!, log: () => log, kill };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  json<T = Record<string, unknown>>(): T;
  /** The `name=value` pairs of its Set-Cookie headers, as a Cookie header would send them back. */
  cookies(): string;
}

/** One HTTP/1.1 call to 127.0.0.1:`port` on its own connection; `body` is sent as JSON. */
export function call(
  port: number,
  options: { method?: string; url: string; host?: string; headers?: Record<string, string>; body?: object },
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: options.method ?? 'GET',
      path: options.url,
      agent: false,
      headers: {
        ...(options.host && { host: options.host }),
        ...(payload !== undefined && { 'content-type': 'application/json' }),
        ...options.headers,
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          json: () => JSON.parse(body),
          cookies: () => (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '),
        }),
      );
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A process's resident memory now and at its peak, in MiB (Linux: /proc/<pid>/status). */
export function residentMemory(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? NaN);
  return { rssMiB: Math.round(kb('VmRSS') / 1024), peakMiB: Math.round(kb('VmHWM') / 1024) };
}

/** Calls `read` every 20 ms until `done` holds of its answer or `ms` passed; answers the last answer and the time. */
export async function within<T>(ms: number, read: () => Promise<T>, done: (answer: T) => boolean) {
  const started = Date.now();
  for (;;) {
    const answer = await read();
    const elapsed = Date.now() - started;
    if (done(answer) || elapsed > ms) return { answer, elapsed };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
