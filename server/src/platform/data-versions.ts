import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';

/**
 * What a shopper sees, in kinds a write changes: products (fields, prices, images, stock), categories
 * (and product types), the store's own settings (name, theme). Cached answers name the kinds they show.
 */
export type DataKind = 'products' | 'categories' | 'store';

/** The PostgreSQL channel every write announces its change on (delivered at commit; see version-broadcast.ts). */
export const VERSION_CHANNEL = 'storefront_data_versions';

/** What each open transaction changed (`tenant:kind`), until its commit bumps the versions. */
const changedIn = new WeakMap<object, Set<string>>();

/**
 * Called by the module that owns the data, inside the writing transaction: records that `kind` of the
 * store changed, and announces it on VERSION_CHANNEL (PostgreSQL delivers it to every instance at commit,
 * never when the transaction rolls back). The request's own instance bumps as soon as it commits.
 */
export async function dataChanged(tx: Queryable, tenantId: string, kind: DataKind): Promise<void> {
  const key = `${tenantId}:${kind}`;
  const keys = changedIn.get(tx) ?? new Set<string>();
  if (keys.has(key)) return;
  keys.add(key);
  changedIn.set(tx, keys);
  await tx.execute(sql`select pg_notify(${VERSION_CHANNEL}, ${key})`);
}

/** The `tenant:kind` keys a transaction changed (then forgotten): for bumping after it commits. */
export function takeChanges(tx: object): string[] {
  const keys = changedIn.get(tx);
  changedIn.delete(tx);
  return keys ? [...keys] : [];
}

/**
 * A version per store and kind of data, in this process. A cached answer's key carries the versions of
 * the kinds it shows, read before its queries run; a write bumps them after it commits, so an answer read
 * before the commit is stored under an old key and never served again.
 */
export class DataVersions {
  private readonly versions = new Map<string, number>();
  /** Bumped when changes may have been missed (the listening connection dropped): every stamp changes. */
  private epoch = 0;
  /** When each store's data last changed as far as this process heard (ms), and when all may have. */
  private readonly changed = new Map<string, number>();
  private allChangedAt = 0;
  private readonly listeners: ((tenantId: string, kind: DataKind) => void)[] = [];

  /** The versions of `kinds` of a store, as one string for a cache key. */
  stamp(tenantId: string, kinds: readonly DataKind[]): string {
    return `${this.epoch}:${kinds.map((kind) => this.versions.get(`${tenantId}:${kind}`) ?? 0).join('.')}`;
  }

  /** Bumps one `tenant:kind` key (from a commit here or a notification from another instance). */
  bump(key: string): void {
    const [tenantId, kind] = key.split(':') as [string, DataKind | undefined];
    if (!tenantId || !kind) return;
    this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
    this.changed.set(tenantId, Date.now());
    for (const listener of this.listeners) listener(tenantId, kind);
  }

  /** Forgets every version (changes from other instances may have been missed): nothing cached is used. */
  forgetAll(): void {
    this.epoch += 1;
    this.allChangedAt = Date.now();
    for (const listener of this.listeners) listener('*', 'store');
  }

  /**
   * When the store's data last changed (ms; 0: not since this process started): a read from a replica
   * must come from one that replayed past it, or an old answer would be cached under the new version.
   */
  changedAt(tenantId: string): number {
    return Math.max(this.changed.get(tenantId) ?? 0, this.allChangedAt);
  }

  /** Calls `listener` after every bump (e.g. the host cache forgets a store whose settings changed). */
  onBump(listener: (tenantId: string, kind: DataKind) => void): void {
    this.listeners.push(listener);
  }

  /** Bumps what the committed transaction `tx` changed. */
  committed(tx: object): void {
    for (const key of takeChanges(tx)) this.bump(key);
  }
}
