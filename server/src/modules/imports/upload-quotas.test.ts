import { existsSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { requestContext } from '../../platform/tenancy.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import type { ImportKind } from './import-kind.ts';
import { importJobs } from './imports.tables.ts';
import { JobRunner } from './job-runner.ts';
import { sweepUploads } from './upload-quotas.ts';

let t: TestApp;
type Who = Awaited<ReturnType<typeof signInAs>>;
let admin: Who;
let supplier: Who;
const HOUR = 60 * 60 * 1000;
const deck = (n: number) => Buffer.from(`${n} Lightning Bolt\n`);
const BOUNDARY = 'quota-test';
/** Uploads `file` as a deck list through the real multipart route. */
const uploadAs = (_t: TestApp, who: Who, file: Buffer, name: string) =>
  injectAs(t.app, who.host, {
    method: 'POST',
    url: '/api/imports/',
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

beforeAll(async () => {
  t = await createTestApp({
    config: {
      imports: {
        pendingPerUser: 2,
        pendingPerStore: 3,
        pendingBytesPerUser: 1000,
        pendingBytesPerStore: 10_000,
        jobsPerStore: 1,
        jobsTotal: 2,
        uploadTtlMs: 24 * HOUR,
        batchMs: 150,
      },
    },
  });
  admin = await signInAs(t, 'cards', 'admin');
  supplier = await signInAs(t, 'cards', 'nova_cards');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.handle.db.execute(sql`delete from import_jobs`);
});

const waiting = async (tenantId: string) =>
  queryRows<{ n: number }>(
    t.handle.db,
    sql`select count(*)::int n from import_jobs where tenant_id = ${tenantId} and status = 'uploaded'`,
  ).then(([r]) => r!.n);

describe('upload quotas', () => {
  it('keeps at most IMPORT_PENDING_PER_USER uploads waiting per user, naming the limit', async () => {
    expect((await uploadAs(t, admin, deck(1), 'a.txt')).statusCode).toBe(201);
    expect((await uploadAs(t, admin, deck(2), 'b.txt')).statusCode).toBe(201);
    const third = await uploadAs(t, admin, deck(3), 'c.txt');
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toBe(
      'Too many uploads waiting: at most 2 uploads waiting per user. Start or cancel one first (an upload not started is deleted after a day).',
    );
    expect(await waiting(t.stores.cards!.id)).toBe(2);
    // Cancelling one makes room again.
    const [first] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select id from import_jobs order by id limit 1`,
    );
    await injectAs(t.app, admin.host, {
      method: 'POST',
      url: `/api/imports/${first!.id}/cancel/`,
      headers: admin.headers,
    });
    expect((await uploadAs(t, admin, deck(4), 'd.txt')).statusCode).toBe(201);
  });

  it('keeps at most IMPORT_PENDING_PER_STORE uploads waiting per store, whoever sent them', async () => {
    await uploadAs(t, admin, deck(1), 'a.txt');
    await uploadAs(t, admin, deck(2), 'b.txt');
    expect((await uploadAs(t, supplier, deck(3), 'c.txt')).statusCode).toBe(201);
    const fourth = await uploadAs(t, supplier, deck(4), 'd.txt');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatch(/at most 3 uploads waiting per store/);
    // Another store is not held up by this one's uploads.
    const outdoor = await signInAs(t, 'outdoor', 'admin');
    const elsewhere = await uploadAs(t, outdoor, deck(5), 'e.txt');
    expect(elsewhere.statusCode).not.toBe(429);
  });

  it('bounds the bytes waiting per user: the file over the bound is refused and removed', async () => {
    const big = Buffer.from(`1 Lightning Bolt\n${'x'.repeat(580)}\n`);
    expect((await uploadAs(t, supplier, big, 'a.txt')).statusCode).toBe(201);
    const over = await uploadAs(t, supplier, big, 'b.txt');
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/at most 1000 bytes of uploads waiting per user/);
    expect(await waiting(t.stores.cards!.id)).toBe(1);
  });
});

describe('expiry', () => {
  it('deletes uploads never started a day after they were sent, files and rows, and nothing else', async () => {
    const young = (await uploadAs(t, admin, deck(1), 'young.txt')).json().id as number;
    const old = (await uploadAs(t, admin, deck(2), 'old.txt')).json().id as number;
    await t.handle.db.execute(
      sql`update import_jobs set created_at = now() - interval '2 hours' where id = ${old}`,
    );
    await t.handle.db.execute(
      sql`insert into import_jobs (tenant_id, kind, user_id, file_name, file_path, file_bytes, status, created_at)
          select tenant_id, kind, user_id, 'done.txt', '/nowhere', 1, 'done', now() - interval '3 days'
          from import_jobs where id = ${old}`,
    );
    const [{ path }] = (await queryRows<{ path: string }>(
      t.handle.db,
      sql`select file_path as path from import_jobs where id = ${old}`,
    )) as [{ path: string }];
    expect(existsSync(path)).toBe(true);
    // A day has not passed for either: nothing goes.
    expect(await sweepUploads(t.handle.db, 24 * HOUR)).toBe(0);
    // A day and an hour later, the older one goes; the younger one an hour after that.
    expect(await sweepUploads(t.handle.db, 24 * HOUR, new Date(Date.now() + 23 * HOUR))).toBe(1);
    expect(existsSync(path)).toBe(false);
    const left = await t.handle.db.select({ id: importJobs.id, status: importJobs.status }).from(importJobs);
    expect(left.map((r) => r.status).sort()).toEqual(['done', 'uploaded']);
    expect(left.some((r) => r.id === young)).toBe(true);
    expect(await sweepUploads(t.handle.db, 24 * HOUR, new Date(Date.now() + 25 * HOUR))).toBe(1);
  });
});

describe('jobs at once', () => {
  it('runs at most IMPORT_JOBS_PER_STORE per store and IMPORT_JOBS_TOTAL in all; the others wait queued', async () => {
    const gates: (() => void)[] = [];
    const started: number[] = [];
    const slow: ImportKind = {
      kind: 'slow',
      formats: [{ id: 'x', label: 'X' }],
      detect: () => 'x',
      preview: async () => ({ format: 'x', rows: [], skipped: [] }),
      stage: async ({ file }: { file: { name: string } }) => {
        started.push(Number(file.name));
        await new Promise<void>((resolve) => gates.push(resolve));
      },
      apply: async () => 0,
    } as unknown as ImportKind;
    const runner = new JobRunner({ perStore: 1, total: 2 });
    const stores = [t.stores.cards!, t.stores.cards!, t.stores.outdoor!, t.stores.agency!];
    const ids: number[] = [];
    for (const [i, store] of stores.entries()) {
      const [owner] = await queryRows<{ id: number }>(
        t.handle.db,
        sql`select id from users where tenant_id = ${store.id} and role = 'admin' limit 1`,
      );
      const [row] = await t.handle.db
        .insert(importJobs)
        .values({
          tenantId: store.id,
          kind: 'slow',
          userId: owner!.id,
          fileName: String(i),
          filePath: '/nowhere',
          fileBytes: 1,
          status: runner.wouldQueue(store.id) ? 'queued' : 'reading',
        })
        .returning();
      ids.push(row!.id);
      const file = { path: '/nowhere', name: String(i), bytes: 1, head: '', format: 'x' };
      runner.start(requestContext(t.handle.db, store), slow, row!.id, file, null);
    }
    const statusOf = async (i: number) =>
      (
        await t.handle.db
          .select({ status: importJobs.status })
          .from(importJobs)
          .where(and(eq(importJobs.tenantId, stores[i]!.id), eq(importJobs.id, ids[i]!)))
      )[0]!.status;
    const until = async (n: number) => {
      for (let i = 0; i < 200 && started.length < n; i++) await new Promise((r) => setTimeout(r, 20));
    };
    await until(2);
    // The second cards job waits for the first; outdoor's runs; agency's waits for a place in all.
    expect(started).toEqual([0, 2]);
    expect(await statusOf(1)).toBe('queued');
    expect(await statusOf(3)).toBe('queued');
    gates.shift()!(); // cards' first ends: cards' second may run (one per store, two in all)
    await until(3);
    expect(started).toEqual([0, 2, 1]);
    expect(await statusOf(1)).toBe('reading');
    expect(await statusOf(3)).toBe('queued');
    gates.shift()!(); // outdoor's ends: agency's runs
    await until(4);
    expect(started).toEqual([0, 2, 1, 3]);
    for (const gate of gates.splice(0)) gate();
    await runner.idle();
    expect(await Promise.all([0, 1, 2, 3].map(statusOf))).toEqual(['done', 'done', 'done', 'done']);
  });
});
