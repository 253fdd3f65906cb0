import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

const DIR = path.join(tmpdir(), 'storefront-imports');
export const HEAD_BYTES = 64 * 1024;

/**
 * The request's one file part, its failures kept. Busboy only emits 'error' on a file stream whose body was
 * cut off ("Part terminated early"), it never destroys it: a route that awaits something else before it
 * reads the file (a quota check, a directory) would miss the event and then wait for ever for an end that
 * never comes. Destroyed with the error, the stream is refused by `saveUpload`, and the upload is a 400.
 */
export async function uploadedPart(request: FastifyRequest): Promise<MultipartFile | undefined> {
  const part = await request.file();
  part?.file.on('error', (error) => part.file.destroy(error));
  return part;
}

/**
 * Writes an uploaded file to disk as it arrives (never whole in memory), before any transaction opens: a
 * slow client holds a file handle, never a database connection. Answers where and how big; a body that
 * fails or is cut off midway leaves no file behind.
 */
export async function saveUpload(stream: NodeJS.ReadableStream): Promise<{ path: string; bytes: number }> {
  await mkdir(DIR, { recursive: true });
  // Cut off while the route did other work: the stream ended without its end, nothing will come.
  const readable = stream as NodeJS.ReadableStream & { destroyed?: boolean; readableEnded?: boolean };
  if (readable.destroyed && !readable.readableEnded) throw new Error('The upload was cut off');
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
