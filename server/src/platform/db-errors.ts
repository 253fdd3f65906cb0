/**
 * PostgreSQL errors that bad input causes (SQLSTATE classes 22 "data exception" and 23 "integrity
 * constraint violation"), as the status and message a client should get instead of a 500.
 */
const INPUT_ERRORS: Record<string, { status: number; message: string }> = {
  '22001': { status: 400, message: 'A value is too long.' },
  '22003': { status: 400, message: 'A number is out of range.' },
  '22007': { status: 400, message: 'A date or time is not valid.' },
  '22008': { status: 400, message: 'A date or time is out of range.' },
  '22012': { status: 400, message: 'A value would divide by zero.' },
  '22021': { status: 400, message: 'A value holds characters that cannot be stored.' },
  '22023': { status: 400, message: 'A value is not valid.' },
  '22025': { status: 400, message: 'A value holds a bad escape sequence.' },
  '2201B': { status: 400, message: 'A pattern is not valid.' },
  '22P02': { status: 400, message: 'A value has the wrong format.' },
  '22P05': { status: 400, message: 'A value holds characters that cannot be stored.' },
  '23502': { status: 400, message: 'A required value is missing.' },
  '23503': { status: 409, message: 'This refers to something that does not exist or is still in use.' },
  '23505': { status: 409, message: 'This already exists.' },
  '23514': { status: 400, message: 'A value is not allowed.' },
};

/** The SQLSTATE of a database error, looking through wrappers (Drizzle puts the driver's error in `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The 4xx answer for a database error caused by input, or undefined when the fault is ours. */
export function inputErrorOf(error: unknown): { status: number; message: string } | undefined {
  const code = sqlState(error);
  return code ? INPUT_ERRORS[code] : undefined;
}
