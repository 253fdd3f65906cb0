import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { isReplicaFailure, lsnValue } from './replicas.ts';

describe('read replica settings and errors', () => {
  it('orders WAL positions as PostgreSQL does', () => {
    expect(lsnValue('0/3000000')).toBe(0x3000000n);
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
  });

  it('reads DATABASE_REPLICA_URLS as a list and refuses replicas without a primary', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db1/shop',
      DATABASE_REPLICA_URLS: ' postgres://app@db2/shop, postgresql://app@db3/shop ,',
    });
    expect(config.databaseReplicaUrls).toEqual(['postgres://app@db2/shop', 'postgresql://app@db3/shop']);
    expect(config.replicaMaxLagMs).toBe(5000);
    expect(config.replicaCheckMs).toBe(250);
    expect(loadConfig({}).databaseReplicaUrls).toEqual([]);
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://app@db2/shop' })).toThrow(
      'DATABASE_REPLICA_URLS needs DATABASE_URL',
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://app@db1/shop', DATABASE_REPLICA_URLS: 'mysql://db2' }),
    ).toThrow('postgres:// URLs, comma-separated');
  });

  it('retries on the primary only when the replica itself failed, never for a bad statement', () => {
    const pgError = (code: string) => Object.assign(new Error('failed'), { code });
    const wrapped = (cause: Error) => new Error('Failed query: select …', { cause });
    expect(isReplicaFailure(wrapped(pgError('57P01')))).toBe(true); // admin shutdown
    expect(isReplicaFailure(wrapped(pgError('40001')))).toBe(true); // conflict with recovery
    expect(isReplicaFailure(pgError('ECONNREFUSED'))).toBe(true);
    expect(isReplicaFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isReplicaFailure(wrapped(pgError('42P01')))).toBe(false); // undefined table
    expect(isReplicaFailure(wrapped(pgError('57014')))).toBe(false); // statement timeout: a 503 anyway
  });
});
