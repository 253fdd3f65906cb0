/**
 * What the log may keep of a failed request's error. Drizzle's query errors carry the query's
 * parameters (in `params`, in their message and so in their stack): password hashes, addresses,
 * e-mails. The log keeps the class, the database's code, constraint, table and column and the
 * database's own message, and the stack's frames, never the parameters or the database's `detail`
 * (which repeats the offending key's value).
 */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
}

interface DatabaseErrorLike {
  name?: string;
  message?: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const frames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/** The loggable description of `error`: no query parameters, no row values. */
export function describeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A non-error value was thrown' };
  const carriesQuery = 'params' in error || 'query' in error;
  const cause = (error.cause ?? {}) as DatabaseErrorLike;
  const database = carriesQuery ? cause : (error as DatabaseErrorLike);
  const described: LoggedError = {
    type: error.constructor.name || error.name,
    message: carriesQuery ? (text(cause.message) ?? 'Database query failed') : error.message,
    code: text(database.code),
    constraint: text(database.constraint),
    table: text(database.table),
    column: text(database.column),
    stack: frames(error.stack),
  };
  return Object.fromEntries(Object.entries(described).filter(([, v]) => v !== undefined)) as LoggedError;
}
