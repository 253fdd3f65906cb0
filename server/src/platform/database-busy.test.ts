import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors.ts';

/** A driver error with `code`, wrapped as Drizzle wraps it. */
function wrapped(code: string): Error {
  const driver = Object.assign(new Error('from the driver'), { code });
  return new Error('Failed query', { cause: driver });
}

async function answerTo(error: Error) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/fails', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
  return res;
}

describe('a database that cannot take the work', () => {
  it.each([
    ['57014', 'a statement past its timeout'],
    ['53300', 'too many connections'],
    ['57P03', 'a server starting or shutting down'],
  ])('answers %s (%s) 503 with Retry-After, not 500', async (code) => {
    const res = await answerTo(wrapped(code));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ error: 'The store is busy; please try again in a few seconds.' });
  });

  it('keeps other database errors a 500 that says nothing of the database', async () => {
    const res = await answerTo(wrapped('XX000'));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('driver');
  });
});
