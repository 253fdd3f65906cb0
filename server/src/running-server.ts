import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

// The embedded database can be opened by one process only: a running server says so in DATA_DIR, and the
// store CLI then goes through its API instead of opening the files itself (decision 019).

// PostgreSQL takes many processes, so there the CLI opens the database itself (decision 019).

interface RunningServer {
  pid: number;
  port: number;
}

/** Where a running server announces itself. */
export const serverFileOf = (config: Config) => path.join(config.dataDir, '.server.json');
const fileOf = serverFileOf;

/** Only the embedded database on disk is single-process. */
const usesFiles = (config: Config) => !config.databaseUrl && !config.dataDir.startsWith('memory://');

/** Records that this process serves `config`'s database on `port`; answers the function that forgets it. */
export function announceServer(config: Config, port: number): () => void {
  if (!usesFiles(config)) return () => {};
  const file = fileOf(config);
  const record: RunningServer = { pid: process.pid, port };
  writeFileSync(file, JSON.stringify(record));
  return () => rmSync(file, { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server running on `config`'s embedded database, if one announced itself and its process lives. */
export function runningServer(config: Config): RunningServer | null {
  if (!usesFiles(config) || !existsSync(fileOf(config))) return null;
  try {
    const record = JSON.parse(readFileSync(fileOf(config), 'utf8')) as RunningServer;
    return alive(record.pid) ? record : null;
  } catch {
    return null;
  }
}
