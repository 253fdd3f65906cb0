import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceServer } from '../running-server.ts';
import { createTestApp, injectAs, type TestApp } from '../test/test-app.ts';

const run = promisify(execFile);
const SAMPLE = 'src/modules/tcg/demo-data';
const serverDir = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run store -- …args` as a person would (the same entry file), on `dataDir`. */
const store = (dataDir: string, ...args: string[]) => cli(dataDir, ['src/cli/store.ts', ...args]);

/** Runs a CLI entry file with its arguments, as its npm script does, on `dataDir`. */
async function cli(dataDir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', ...args], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '8000', NODE_ENV: 'development' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const listed = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(/\s+/));

describe('npm run store on the embedded database, no server running', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates, lists, suspends, resumes, adds a domain and deletes stores', async () => {
    const comics = await store(
      dir,
      'create',
      '--slug',
      'comics',
      '--name',
      'Panel Comics',
      '--domain',
      'comics.localhost',
      '--owner-email',
      'owner@comics.example',
    );
    expect(comics.code).toBe(0);
    expect(comics.stderr).toContain(`(working on the embedded database in ${dir})`);
    expect(comics.stdout).toContain(
      'Created Panel Comics (comics), active, at http://comics.localhost:8000; domains: comics.localhost.',
    );
    expect(comics.stdout).toContain('Owner (admin): owner <owner@comics.example>');
    expect(comics.stdout).toMatch(
      /Set-password link \(also e-mailed, works once, 7 days\):\nhttp:\/\/comics\.localhost:8000\/password-reset\/confirm\?token=[\w-]{43}\n/,
    );

    const capes = await store(
      dir,
      'create',
      '--slug',
      'capes',
      '--name',
      'Capes',
      '--domain',
      'capes.localhost',
      '--domain',
      'capes.example.com',
      '--app-type',
      'website',
      '--owner-email',
      'cap@capes.example',
      '--owner-username',
      'capeowner',
      '--owner-password',
      'capes-pass-123',
    );
    expect(capes.code).toBe(0);
    expect(capes.stdout).not.toContain('Set-password link');

    let list = await store(dir, 'list');
    expect(listed(list.stdout)).toEqual([
      ['comics', 'active', '0', '0', '1', 'comics.localhost'],
      ['capes', 'active', '0', '0', '1', 'capes.localhost,', 'capes.example.com'],
    ]);

    expect((await store(dir, 'suspend', 'comics')).stdout).toContain(
      'Suspended Panel Comics (comics), suspended',
    );
    list = await store(dir, 'list');
    expect(listed(list.stdout)[0]![1]).toBe('suspended');
    expect((await store(dir, 'resume', 'comics')).stdout).toContain('Resumed Panel Comics (comics), active');

    const added = await store(dir, 'add-domain', 'comics', 'comics.example.org');
    expect(added.stdout).toContain('domains: comics.localhost, comics.example.org.');
    // No STRIPE_* settings here: an account would not be used, so it is refused (each call costs a process).
    const account = await store(dir, 'stripe-account', 'comics', 'acct_1CardShop42');
    expect([account.code, account.stderr]).toEqual([
      1,
      expect.stringContaining('Stripe is not configured on this server'),
    ]);

    const wrong = await store(dir, 'delete', 'capes', '--confirm', 'cape');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(
      'Error: Type the store’s slug to confirm the deletion\n  confirm: Type capes to confirm.',
    );
    const deleted = await store(dir, 'delete', '--confirm', 'capes');
    expect(deleted.stdout).toContain('Deleted the store capes and every row it owned.');
    list = await store(dir, 'list');
    expect(listed(list.stdout)).toEqual([
      ['comics', 'active', '0', '0', '1', 'comics.localhost,', 'comics.example.org'],
    ]);
  }, 600_000);

  it('says what is wrong with the input, and creates nothing', async () => {
    const res = await store(dir, 'create', '--slug', 'x y', '--name', 'X', '--owner-email', 'nope');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('slug: Use 2–40 lower-case letters, digits and dashes (not first or last)');
    expect(res.stderr).toContain('domains: At least one domain is required');
    expect(res.stderr).toContain('owner_email: Please enter a valid email address');
    const taken = await store(
      dir,
      'create',
      '--slug',
      'other',
      '--name',
      'X',
      '--domain',
      'comics.localhost',
      '--owner-email',
      'a@b.example',
    );
    expect(taken.stderr).toContain('Error: comics.localhost already belongs to the store "comics"');
    expect(listed((await store(dir, 'list')).stdout)).toHaveLength(1);
  }, 300_000);
});

describe('npm run store while a server runs on the embedded database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-cli-server-'));
  const key = 'k'.repeat(64);
  let t: TestApp;
  let forget: () => void;
  beforeAll(async () => {
    t = await createTestApp({ config: { secretKey: key } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    writeFileSync(path.join(dir, '.secret-key'), key);
    const port = (t.app.server.address() as AddressInfo).port;
    forget = announceServer({ ...t.app.config, dataDir: dir, databaseUrl: undefined }, port);
  });
  afterAll(async () => {
    forget();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('goes through the server, which serves the new store at once', async () => {
    expect(
      (await injectAs(t.app, 'live.localhost', { method: 'GET', url: '/api/tenant-info/' })).json().tenant
        .slug,
    ).toBeNull();
    const res = await store(
      dir,
      'create',
      '--slug',
      'live',
      '--name',
      'Live Shop',
      '--domain',
      'live.localhost',
      '--owner-email',
      'owner@live.example',
      '--owner-password',
      'live-pass-123',
    );
    expect(res.stderr).toMatch(/\(working on the running server on port \d+\)/);
    expect(res.code).toBe(0);
    const info = await injectAs(t.app, 'live.localhost', { method: 'GET', url: '/api/tenant-info/' });
    expect(info.json().tenant).toEqual({ name: 'Live Shop', slug: 'live' });

    expect((await store(dir, 'suspend', 'live')).code).toBe(0);
    expect(
      (await injectAs(t.app, 'live.localhost', { method: 'GET', url: '/api/tenant-info/' })).statusCode,
    ).toBe(503);
    const list = await store(dir, 'list');
    expect(listed(list.stdout).map((row) => row.slice(0, 2))).toEqual([
      ['agency', 'active'],
      ['cards', 'active'],
      ['outdoor', 'active'],
      ['warehouse', 'active'],
      ['live', 'suspended'],
    ]);
    const wrong = await store(dir, 'add-domain', 'live', 'cards.localhost');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(
      'Error: cards.localhost already belongs to the store "cards"\n  domain: Already in use.',
    );
  }, 300_000);

  it('resumes, adds a domain to and deletes a store through the server', async () => {
    const made = await store(
      dir,
      'create',
      '--slug',
      'gone',
      '--name',
      'Gone Soon',
      '--domain',
      'gone.localhost',
      '--owner-email',
      'owner@gone.example',
      '--owner-password',
      'gone-pass-123',
    );
    expect(made.code).toBe(0);
    expect((await store(dir, 'suspend', 'gone')).code).toBe(0);
    const resumed = await store(dir, 'resume', 'gone');
    expect(resumed.stdout).toContain('Resumed Gone Soon (gone), active');
    const added = await store(dir, 'add-domain', 'gone', 'gone.example.org');
    expect(added.stdout).toContain('domains: gone.localhost, gone.example.org.');
    const info = await injectAs(t.app, 'gone.example.org', { method: 'GET', url: '/api/tenant-info/' });
    expect(info.json().tenant).toEqual({ name: 'Gone Soon', slug: 'gone' });

    const wrong = await store(dir, 'delete', 'gone', '--confirm', 'gon');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('confirm: Type gone to confirm.');
    const deleted = await store(dir, 'delete', '--confirm', 'gone');
    expect(deleted.stderr).toMatch(/\(working on the running server on port \d+\)/);
    expect(deleted.stderr).not.toContain('Error');
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toContain('Deleted the store gone and every row it owned.');
    const list = await store(dir, 'list');
    expect(listed(list.stdout).map((row) => row[0])).not.toContain('gone');
    const after = await injectAs(t.app, 'gone.localhost', { method: 'GET', url: '/api/tenant-info/' });
    expect(after.json().tenant.slug).toBeNull();
  }, 300_000);

  it.each([
    [
      'import',
      [
        'src/cli/import.ts',
        '--tenant',
        'cards',
        '--format',
        'scryfall',
        `${SAMPLE}/mtg/scryfall/mtg_scryfall_cards.json`,
      ],
    ],
    [
      'prices',
      ['src/cli/prices.ts', 'import', `${SAMPLE}/pokemon/prices/sdk-php_cards_page.json`, '--store', 'cards'],
    ],
    ['seed', ['src/cli/seed.ts']],
    ['db:migrate', ['src/cli/migrate.ts']],
  ])(
    'npm run %s stops with what to do instead, and leaves the files to the server',
    async (command, args) => {
      const res = await cli(dir, args);
      expect(res.code).toBe(1);
      expect(res.stderr).toContain(
        `npm run ${command} cannot open ${dir} while the server (pid ${process.pid}`,
      );
      expect(res.stderr).toContain('/dashboard/import');
    },
  );

  it('creates a platform operator, who then signs in to the console', async () => {
    const res = await store(
      dir,
      'operator',
      'create',
      '--email',
      'root@platform.example',
      '--name',
      'Root',
      '--password',
      'root-pass-123',
    );
    expect(res.stdout).toContain('Created the platform operator root@platform.example.');
    const csrf = await injectAs(t.app, 'platform.localhost', { method: 'GET', url: '/api/csrf-token/' });
    const token = csrf.json().csrfToken as string;
    const login = await injectAs(t.app, 'platform.localhost', {
      method: 'POST',
      url: '/api/platform/login/',
      payload: { email: 'root@platform.example', password: 'root-pass-123' },
      headers: { 'x-csrftoken': token, cookie: `csrftoken=${token}` },
    });
    expect(login.statusCode).toBe(200);
  }, 120_000);
});
