import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../db/tenant-scope.ts';
import { createTestApp, csrfFor, injectAs, type TestApp } from '../test/test-app.ts';
import { outbox } from './mail.tables.ts';

/** Just enough of an SMTP server to receive one message at a time. */
function fakeSmtp(received: string[]): Promise<Server & { port: number }> {
  const server = createServer((socket) => {
    let data = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^(MAIL|RCPT)/i.test(line)) socket.write('250 ok\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(Object.assign(server, { port: (server.address() as { port: number }).port })),
    ),
  );
}

const received: string[] = [];
let smtp: Server & { port: number };
let t: TestApp;
let down: TestApp;
beforeAll(async () => {
  smtp = await fakeSmtp(received);
  t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` } });
  down = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });
});
afterAll(async () => {
  await t.close();
  await down.close();
  smtp.close();
});

/** Asks for a reset link and waits for the e-mail, which is sent after the answer. */
const requestReset = async (app: TestApp) => {
  const csrf = await csrfFor(app.app, 'cards.localhost');
  const res = await injectAs(app.app, 'cards.localhost', {
    method: 'POST',
    url: '/api/auth/password-reset/',
    payload: { email: 'shopper@cards.example' },
    headers: csrf.headers,
  });
  await app.app.background.idle();
  return res;
};
const outboxOf = (app: TestApp) =>
  withTenant(app.handle.db, app.stores.cards!.id, (tx) =>
    tx.select().from(outbox).where(eq(outbox.to, 'shopper@cards.example')),
  );

describe('e-mail through SMTP_URL', () => {
  it('sends the message with nodemailer and marks it sent', async () => {
    expect((await requestReset(t)).statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: shopper@cards.example');
    // The body is quoted-printable: undo its soft line breaks and escaped '='.
    const body = received[0]!.replaceAll('=\n', '').replaceAll('=3D', '=');
    expect(body).toMatch(/http:\/\/cards\.localhost:8000\/password-reset\/confirm\?token=[\w-]{40,}/);
    const [row] = await outboxOf(t);
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.error).toBeNull();
  });

  it('keeps the message with its error when the mail server is down, and still answers', async () => {
    expect((await requestReset(down)).statusCode).toBe(200);
    const [row] = await outboxOf(down);
    expect(row!.sentAt).toBeNull();
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
