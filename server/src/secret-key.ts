import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from './config.ts';

/**
 * Without SECRET_KEY, keep a generated one beside the embedded database so sessions survive restarts (and
 * the store CLI signs its calls to a running server with the same key).
 */
export function ensureSecret(config: Config): Config {
  if (!config.secretKeyGenerated || config.databaseUrl || config.dataDir.startsWith('memory://'))
    return config;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, '.secret-key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return { ...config, secretKey: readFileSync(file, 'utf8').trim(), secretKeyGenerated: false };
}
