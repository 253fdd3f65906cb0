import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

const migrationsFolder = path.join(import.meta.dirname, '..', 'db', 'migrations');
/** PGlite's entry file: a new version writes dumps a template from an older one may not match. */
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');

/**
 * Names the template by PGlite's version and every migration's text, so an upgrade or a changed or added
 * migration makes a new one.
 */
async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256').update(await readFile(pgliteEntry));
  const walk = async (dir: string) => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else hash.update(entry.name).update(await readFile(file));
    }
  };
  await walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

const PREFIX = 'storefront-pglite-';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the templates no test has used for a day (older migration sets, other checkouts' ones that
 * stopped running): a use touches its template, so one that another checkout uses now stays.
 */
async function pruneTemplates(keep: string) {
  for (const name of await readdir(tmpdir())) {
    const file = path.join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || file === keep) continue;
    const info = await stat(file).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > DAY_MS) await rm(file, { force: true });
  }
}

/**
 * A migrated, empty embedded database as a dump, built once per migration set and kept in the temp
 * directory: starting PGlite from it takes about 1 s, where a fresh start and 41 migrations take 4–12 s
 * per test file.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(tmpdir(), `${PREFIX}${await migrationsDigest()}.tar`);
    const kept = await readFile(file).catch(() => undefined);
    if (kept) {
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined);
      return new Blob([kept]);
    }
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    const dump = await (
      handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
    ).$client.dumpDataDir('none');
    await handle.close();
    // Another test process may write the same file at the same time: each renames a whole file of its own.
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    await pruneTemplates(file);
    return dump;
  })();
  return template;
}

/** A fresh embedded database with every migration applied (each call its own copy). */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: await migratedTemplate() });
  // Applies nothing on a current template; keeps the rule that a test database is fully migrated.
  await migrate(handle);
  return handle;
}
