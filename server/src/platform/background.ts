import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describeError } from './error-log.ts';

/** Work a request starts but does not wait for (tracked so tests and shutdown can wait for it). */
export interface BackgroundWork {
  /**
   * Runs `work` after the current request has its answer; a failure is logged (on `log`, the request's
   * logger, so the line carries its request id), never answered.
   */
  run(label: string, work: () => Promise<unknown>, log?: FastifyBaseLogger): void;
  /** How many pieces of work are running now (a queue depth for /metrics). */
  readonly pending: number;
  /** Resolves when every started piece of work has ended. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundWork;
  }
}

function createBackgroundWork(log: FastifyBaseLogger): BackgroundWork {
  const running = new Set<Promise<unknown>>();
  return {
    run(label, work, requestLog = log) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => requestLog.error({ error: describeError(error) }, `${label} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    get pending() {
      return running.size;
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

/** Decorates `app.background`; closing the app waits for the work still running. */
export const background = fp(
  async (app: FastifyInstance) => {
    const work = createBackgroundWork(app.log);
    app.decorate('background', work);
    app.addHook('onClose', () => work.idle());
  },
  { name: 'background' },
);
