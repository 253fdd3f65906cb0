import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers CSV text made page by page as a download. The first chunk is made before the answer starts, so
 * a refusal (401, 403, 404) thrown there is still a proper error answer, not a broken download.
 */
export async function sendCsv(reply: FastifyReply, fileName: string, lines: AsyncGenerator<string>) {
  const first = await lines.next();
  const body = Readable.from(
    (async function* () {
      if (!first.done) yield first.value;
      yield* lines;
    })(),
  );
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(body);
}
