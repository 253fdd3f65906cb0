import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app.ts';

// Issue 26 row 2: a price file sent slowly held a transaction open until its last byte, and on the embedded
// database every other store waited. Now the file reaches the disk before any transaction opens, and the
// request timeout ends a client that takes too long (decision 038).
const REQUEST_TIMEOUT_MS = 2500;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      http: {
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        connectionTimeoutMs: 60_000,
        bodyLimitBytes: 1024 * 1024,
      },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 180_000);
afterAll(() => t?.close());

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How long another store's product list takes to answer over a real socket. */
function otherStoreAnswers(): Promise<number> {
  const host = t.stores.outdoor!.domains[0]!;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/ecommerce/products/?page_size=1',
          headers: { host },
          agent: false,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            expect(res.statusCode).toBe(200);
            resolve(performance.now() - started);
          });
        },
      )
      .on('error', reject);
  });
}

it('answers another store within 100 ms while a price file arrives slowly, and ends the slow request', async () => {
  const admin = await signInAs(t, 'cards', 'admin');
  for (let i = 0; i < 3; i++) await otherStoreAnswers();

  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (data) => (answer += data.toString()));
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
  socket.on('error', () => undefined);
  const started = performance.now();
  const boundary = 'slow-body';
  socket.write(
    [
      'POST /api/manage/pricing/import/ HTTP/1.1',
      `Host: ${admin.host}`,
      `Cookie: ${admin.headers.cookie}`,
      `X-CSRFToken: ${admin.headers['x-csrftoken']}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      'Transfer-Encoding: chunked',
      '',
      '',
    ].join('\r\n'),
  );
  const chunk = (text: string) => socket.write(`${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`);
  chunk(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="prices.json"\r\n` +
      `Content-Type: application/json\r\n\r\n[${' '.repeat(5000)}`,
  );

  const waits: number[] = [];
  for (let part = 0; part < 3; part++) {
    await pause(400);
    for (let i = 0; i < 3; i++) waits.push(await otherStoreAnswers());
    chunk(`{"object":"card","set":"m11","collector_number":"${part}","prices":{"usd":"1.00"}},`);
  }
  // Each answer is one SQL read on the same embedded database: before, the first waited for the upload
  // (2.1 s here) while the transaction stayed open. The median holds to 100 ms; the slowest, on a busy
  // machine, to the 500 ms the fuzz suite allows.
  const shown = `other store's answers: ${waits.map(Math.round).join(', ')} ms`;
  expect([...waits].sort((a, b) => a - b)[Math.floor(waits.length / 2)], shown).toBeLessThan(100);
  expect(Math.max(...waits), shown).toBeLessThan(500);

  const end = (await closed) - started;
  expect(end).toBeGreaterThan(REQUEST_TIMEOUT_MS - 100);
  expect(end).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
  expect(answer === '' || answer.startsWith('HTTP/1.1 408'), answer).toBe(true);
  expect(await otherStoreAnswers()).toBeLessThan(100);
}, 30_000);

it('imports a price file uploaded at once, read back from the disk', async () => {
  const admin = await signInAs(t, 'cards', 'admin');
  const boundary = 'whole-body';
  const file = JSON.stringify([
    { object: 'card', set: 'm11', collector_number: '149', name: 'Lightning Bolt', prices: { usd: '1.25' } },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/manage/pricing/import/',
    headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload:
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="prices.json"\r\n` +
      `Content-Type: application/json\r\n\r\n${file}\r\n--${boundary}--\r\n`,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ format: 'scryfall', records: 1, points: 1 });
});
