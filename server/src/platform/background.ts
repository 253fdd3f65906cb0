import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describeError } from './error-log.ts';

/** Work a request starts but does not wait for (tracked so tests and shutdown can wait for it). */
export interface BackgroundWork {
  /** Runs `work` after the current request has its answer; a failure is logged, never answered. */
  run(label: string, work: () => Promise<unknown>): void;
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
    run(label, work) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ error: describeError(error) }, `${label} failed`))
        .finally(() => running.delete(task));
      running.add(task);
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
