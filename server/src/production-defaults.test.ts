import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startupSummary } from './startup-summary.ts';
import { createTestApp, csrfFor, injectAs, type TestApp } from './test/test-app.ts';

describe('the mode of npm start', () => {
  it('is production when NODE_ENV is unset, and needs no SECRET_KEY with the embedded database', () => {
    const config = loadConfig({}, { defaultNodeEnv: 'production' });
    expect(config.production).toBe(true);
    expect(config.secretKey).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ NODE_ENV: 'development' }, { defaultNodeEnv: 'production' }).production).toBe(false);
    expect(loadConfig({}).production).toBe(false);
  });

  it('needs SECRET_KEY in production with DATABASE_URL', () => {
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://db.example/shop' }, { defaultNodeEnv: 'production' }),
    ).toThrow('SECRET_KEY is required in production with DATABASE_URL');
  });

  it('says so in the first log lines, with the database and the e-mail links', () => {
    const lines = startupSummary(
      loadConfig(
        { DATABASE_URL: 'postgres://app:s3cret@db.example:5433/shop', SECRET_KEY: 'k'.repeat(32) },
        { defaultNodeEnv: 'production' },
      ),
    );
    expect(lines[0]).toBe(
      'Storefront in production mode (NODE_ENV=production; set NODE_ENV=development for development)',
    );
    expect(lines.join('\n')).toContain('Database: PostgreSQL at db.example:5433/shop');
    expect(lines.join('\n')).not.toContain('s3cret');
    expect(lines[3]).toBe(
      'E-mail links: https://shop.example.com for a real domain, http://cards.localhost:8000 for a loopback one',
    );
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { production: true, trustProxy: true } });
});
afterAll(() => t.close());

const signIn = async (proto?: string) => {
  const csrf = await csrfFor(t.app, 'cards.localhost');
  return injectAs(t.app, 'cards.localhost', {
    method: 'POST',
    url: '/api/auth/login/',
    payload: { username: 'shopper', password: 'demo-pass-123' },
    headers: { ...csrf.headers, ...(proto && { 'x-forwarded-proto': proto }) },
  });
};

describe('production over HTTPS and over plain HTTP', () => {
  it('marks cookies Secure and sends HSTS when a trusted proxy says https', async () => {
    const res = await signIn('https');
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sessionid')).toMatchObject({ secure: true, httpOnly: true });
    expect(res.cookies.find((c) => c.name === 'csrftoken')).toMatchObject({ secure: true });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('keeps plain-HTTP sign-in working (the demo on http://localhost:8000): no Secure, no HSTS', async () => {
    const res = await signIn();
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sessionid')!.secure).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
