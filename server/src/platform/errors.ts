import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeError } from './error-log.ts';
import { inputErrorOf } from './db-errors.ts';

/** A rule of the domain was broken; the handler turns it into `{error, fields}` with `status`. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** Headers sent with the answer (e.g. Retry-After). */
  readonly headers: Record<string, string> = {};
}

export class BadRequest extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, message, fields);
  }
}
export class Unauthorized extends DomainError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}
export class Forbidden extends DomainError {
  constructor(message = 'You do not have permission to do this') {
    super(403, message);
  }
}
export class NotFound extends DomainError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class Conflict extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(409, message, fields);
  }
}
export class TooManyRequests extends DomainError {
  constructor(
    message = 'Too many requests. Please wait a moment and try again.',
    /** Sent as Retry-After. */
    retryAfterSeconds?: number,
  ) {
    super(429, message);
    if (retryAfterSeconds) this.headers['retry-after'] = String(retryAfterSeconds);
  }
}

/**
 * SQLSTATEs of a database that cannot take the work now, not of a bad request: 57014 a statement cancelled by
 * the request's `statement_timeout`, 53300 too many connections, 57P03 a server starting or shutting down.
 * They are answered 503 with Retry-After, as a client should try again shortly.
 */
const DATABASE_BUSY: Record<string, string> = {
  '57014': 'statement timeout',
  '53300': 'too many database connections',
  '57P03': 'database not accepting connections',
};

/** Why the database could not take the work (the driver error may be wrapped in `cause`), or undefined. */
function databaseBusy(error: unknown): string | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const reason = DATABASE_BUSY[String((e as { code?: unknown }).code)];
    if (reason) return reason;
  }
  return undefined;
}

/** Field path `a.b` → message, first message per field. */
function fieldMessages(issues: { instancePath?: string; message?: string; params?: unknown }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/**
 * One error handler for the API: domain errors keep their status, bad input (including database errors it
 * causes) is a 4xx, the rest a 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      reply.headers(error.headers);
      return reply
        .status(error.status)
        .send({ error: error.message, ...(error.fields && { fields: error.fields }) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldMessages(error.validation);
      const first = Object.entries(fields)[0];
      const where = error.validationContext === 'querystring' ? 'parameter' : 'field';
      const message = first ? `Invalid ${where} ${first[0]}: ${first[1]}` : 'Invalid request';
      return reply.status(400).send({ error: message, fields });
    }
    const busy = databaseBusy(error);
    if (busy) {
      request.log.warn({ url: request.url }, busy);
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ error: 'The store is busy; please try again in a few seconds.' });
    }
    const fromDatabase = inputErrorOf(error);
    if (fromDatabase) return reply.status(fromDatabase.status).send({ error: fromDatabase.message });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ error: describeError(error) }, 'request failed');
      return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
    }
    return reply.status(status).send({ error: error.message });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
}
