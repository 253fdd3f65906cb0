import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp } from '../test/test-app.ts';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtdmFsdWU';
const ADDRESS = '221 Mana Street, Portland, OR 97205';
const lines: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    demoUsers: false,
    config: { logLevel: 'error' },
    logStream: { write: (line) => void lines.push(line) },
    extraRoutes: (app) =>
      app.get('/api/test/failing-query/', (request) =>
        request.ctx.db((tx) => tx.execute(sql`select ${HASH}, ${ADDRESS} from no_such_table`)),
      ),
  });
});
afterAll(() => t.close());

describe('the error log of a failed query', () => {
  it('names the error and its database code but never the query’s parameters', async () => {
    const res = await injectAs(t.app, 'cards.localhost', { method: 'GET', url: '/api/test/failing-query/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    const logged = lines.join('');
    const entry = JSON.parse(lines.find((l) => l.includes('request failed'))!);
    expect(entry.error).toMatchObject({
      type: 'DrizzleQueryError',
      code: '42P01',
      message: 'relation "no_such_table" does not exist',
    });
    expect(logged).not.toContain('c2VjcmV0');
    expect(logged).not.toContain('Mana Street');
    expect(logged).not.toContain('params');
  });
});
