import http from 'node:http';
import { once } from 'node:events';
import { multipartFrame } from './multipart-bodies.ts';
import type { Identity } from './requests.ts';
import { sleep } from './stall-probe.ts';
import { hostileFile } from './upload-files.ts';

/**
 * Bodies sent over a real socket, chunked, as a slow or spiteful client sends them: in pieces with pauses
 * (issue 26 row 2: a price file 8 s between parts), cut off midway, or larger than the route's limit.
 */
export interface SocketUpload {
  name: string;
  identity: Identity;
  url: string;
  field: string;
  pieces: number;
  pauseMs: number;
  /** The client goes away after this many pieces, never finishing the body. */
  abandonAfter?: number;
  /** Sent instead of a file: this many MB of filler, past the route's limit. */
  oversizeMb?: number;
}

const CSV = hostileFile({ csv: [] }, 'moxfield', {
  lineDamage: 'hostile-cell',
  byteDamage: 'none',
  cells: [`a${' '.repeat(25_000)}b`, '=HYPERLINK("http://x")', '9'.repeat(10_000)],
  at: 1,
  noise: new Uint8Array(1),
});

/**
 * The slow uploads of a run: every upload route once with `pauseMs` between its pieces, one client that
 * leaves midway, and (the long form) one body past each size limit.
 */
export function socketUploads(pauseMs: number, oversize: boolean): SocketUpload[] {
  const slow = (name: string, url: string, field = 'file'): SocketUpload => ({
    name,
    identity: 'admin',
    url,
    field,
    pieces: 4,
    pauseMs,
  });
  return [
    slow('slow card import', '/api/imports/?kind=cards'),
    slow('slow price import job', '/api/imports/?kind=prices'),
    slow('slow price file', '/api/manage/pricing/import/?format=scryfall'),
    slow('slow store logo', '/api/manage/store/logo/', 'image'),
    { ...slow('abandoned card import', '/api/imports/?kind=cards'), abandonAfter: 2 },
    { ...slow('abandoned price file', '/api/manage/pricing/import/'), abandonAfter: 2 },
    ...(oversize
      ? [
          {
            ...slow('oversize card import (101 MB)', '/api/imports/?kind=cards'),
            pauseMs: 0,
            oversizeMb: 101,
          },
          {
            ...slow('oversize price file (201 MB)', '/api/manage/pricing/import/'),
            pauseMs: 0,
            oversizeMb: 201,
          },
          { ...slow('oversize logo (6 MB)', '/api/manage/store/logo/', 'image'), pauseMs: 0, oversizeMb: 6 },
        ]
      : []),
  ];
}

export interface SocketAnswer {
  /** 0 when the client left before an answer. */
  status: number;
  body: string;
}

/** Sends `upload` to the listening server at `port` as `headers` would, piece by piece. */
export async function sendOverSocket(
  port: number,
  upload: SocketUpload,
  headers: Record<string, string>,
): Promise<SocketAnswer> {
  const frame = multipartFrame(upload.field, upload.field === 'image' ? 'logo.png' : 'upload.csv');
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: upload.url,
    headers: { ...headers, 'content-type': frame.contentType, 'transfer-encoding': 'chunked' },
  });
  const answered = new Promise<SocketAnswer>((resolve) => {
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body: '' }));
    });
    request.on('error', () => resolve({ status: 0, body: '' }));
  });
  // A server that answers early stops reading: the wait for 'drain' is dropped once the answer is in, so
  // its listeners do not pile up on the request (and its rejection on a reset is not left unhandled).
  const write = async (chunk: Buffer) => {
    if (request.write(chunk)) return;
    const stop = new AbortController();
    const drained = once(request, 'drain', { signal: stop.signal }).catch(() => undefined);
    await Promise.race([drained, answered]);
    stop.abort();
  };
  await write(frame.head);
  if (upload.oversizeMb) {
    const megabyte = Buffer.alloc(1024 * 1024, 'a');
    for (let i = 0; i < upload.oversizeMb && !request.destroyed; i++) await write(megabyte);
  } else {
    const size = Math.ceil(CSV.length / upload.pieces);
    for (let i = 0; i < upload.pieces; i++) {
      await sleep(upload.pauseMs);
      if (upload.abandonAfter === i) {
        request.destroy();
        await sleep(100);
        return { status: 0, body: '' };
      }
      await write(CSV.subarray(i * size, (i + 1) * size));
    }
  }
  request.end(frame.tail);
  return answered;
}
