import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';

export interface ShutdownOptions {
  /** How long requests in flight may take to finish before the process stops anyway (exit code 1). */
  timeoutMs: number;
  /** Ends the process; tests pass their own. */
  exit?: (code: number) => void;
}

/**
 * On SIGTERM or SIGINT the server stops accepting connections, lets every request in flight finish (an
 * order it acknowledges is committed before its answer is sent), waits for the work requests started in
 * the background, then closes the database (the PostgreSQL pool, or PGlite, which flushes its directory)
 * and exits 0. A later signal changes nothing (npm forwards a terminal's Ctrl-C a second time); after
 * `timeoutMs` the process exits 1 even if a request is still running.
 */
export function closeOnSignals(app: FastifyInstance, handle: DatabaseHandle, options: ShutdownOptions) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return app.log.info(`${signal}: already shutting down`);
    closing = true;
    app.log.info(`${signal}: shutting down, finishing the requests in flight`);
    const timer = setTimeout(() => {
      app.log.error(`Requests still running after ${options.timeoutMs} ms: stopping anyway`);
      exit(1);
    }, options.timeoutMs);
    timer.unref();
    try {
      await app.close();
      await handle.close();
      app.log.info('Shut down cleanly');
      clearTimeout(timer);
      exit(0);
    } catch (error) {
      app.log.error({ error: (error as Error).message }, 'Shutdown failed');
      exit(1);
    }
  };
  const signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];
  for (const signal of signals) process.on(signal, () => void shutdown(signal));
}
