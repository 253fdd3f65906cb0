import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const DIR = path.join(tmpdir(), 'storefront-imports');
export const HEAD_BYTES = 64 * 1024;

/**
 * Writes an uploaded file to disk as it arrives (never whole in memory), before any transaction opens: a
 * slow client holds a file handle, never a database connection. Answers where and how big; a body that
 * fails or is cut off midway leaves no file behind.
 */
export async function saveUpload(stream: NodeJS.ReadableStream): Promise<{ path: string; bytes: number }> {
  await mkdir(DIR, { recursive: true });
  const file = path.join(DIR, randomUUID());
  let bytes = 0;
  stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
  try {
    await pipeline(stream, createWriteStream(file));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { path: file, bytes };
}

/** The file's first 64 KiB as text (detection, header checks, previews). */
export async function readHead(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** Deletes an upload once its job has ended (a missing file is fine). */
export async function removeUpload(file: string): Promise<void> {
  if (path.dirname(file) === DIR) await rm(file, { force: true });
}
