import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Gives a value back in the shape its schema declares (an object's declared keys in its order, unknown keys
 * dropped), without checking the values again; null marks a leaf whose value is kept as it is.
 */
type Picker = ((value: unknown) => unknown) | null;

type Def = z.core.$ZodTypeDef & {
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  catchall?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
};

/** Leaves whose JSON is the value's own: zod's encode gives them back unchanged. */
const AS_IS = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'null', 'unknown', 'any']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function objectPicker(shape: Record<string, z.core.$ZodType>): Picker {
  const fields = Object.entries(shape).map(([key, schema]) => ({ key, pick: pickerOf(schema) }));
  return (value) => {
    if (!isPlainObject(value)) return value;
    const picked: Record<string, unknown> = {};
    for (const { key, pick } of fields) {
      const field = value[key];
      if (field !== undefined) picked[key] = pick ? pick(field) : field;
    }
    return picked;
  };
}

function pickerOf(schema: z.core.$ZodType): Picker {
  const def = schema._zod.def as Def;
  if (AS_IS.has(def.type)) return null;
  switch (def.type) {
    case 'optional':
    case 'nullable': {
      const inner = pickerOf(def.innerType!);
      return inner && ((value) => (value === null || value === undefined ? value : inner(value)));
    }
    case 'array': {
      const item = pickerOf(def.element!);
      return item && ((value) => (Array.isArray(value) ? value.map(item) : value));
    }
    case 'object':
      if (!def.catchall) return objectPicker(def.shape!);
      break;
    case 'record':
      if (AS_IS.has(def.valueType!._zod.def.type)) return null;
      break;
  }
  // Anything else (unions, defaults, pipes, passthrough objects …): zod encodes that part, as before.
  return (value) => z.encode(schema, value);
}

/** The zod schema of a Fastify response schema (fastify-type-provider-zod also accepts `{ properties }`). */
const zodOf = (schema: unknown): z.core.$ZodType | null => {
  if (schema instanceof z.core.$ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.core.$ZodType ? properties : null;
};

/** The JSON of a whole answer as zod's serializer writes it, minus the validation. */
export function answerWriter(schema: z.core.$ZodType): (data: unknown) => string {
  const pick = pickerOf(schema);
  return (data) => JSON.stringify(pick ? pick(data) : data);
}

/**
 * The response serializer. Outside production it is fastify-type-provider-zod's: every answer is validated
 * against its contract schema, so a test sees an answer that breaks the contract as a 500. In production the
 * answers are the same code's, already checked by those tests: validating each again was a tenth of a
 * catalogue read's CPU, so only its shape is kept (declared keys, in order) and the values are not checked.
 */
export function responseSerializerCompiler(production: boolean): FastifySerializerCompiler<unknown> {
  const validating = serializerCompiler as FastifySerializerCompiler<unknown>;
  if (!production) return validating;
  return (route) => {
    const schema = zodOf(route.schema);
    return schema ? answerWriter(schema) : validating(route);
  };
}

/**
 * An answer its service wrote as JSON bytes itself, from parts it keeps written (a list joined from kept
 * card JSON): `route` sends the bytes as they are, without the response serializer. `T` is the answer's
 * type, so a route can only send a written answer of its own schema.
 */
export class WrittenJson<T> {
  /** Never set: carries the answer's type. */
  declare readonly answer?: T;
  /** `etag`: the answer's entity tag when its writer made one (else the answer cache hashes the bytes). */
  constructor(
    readonly bytes: Buffer,
    readonly etag?: string,
  ) {}

  /** The answer as text (checks and tests). */
  get json(): string {
    return this.bytes.toString('utf8');
  }
}

/**
 * How `route` checks a written answer: in production not at all (the tests did); elsewhere it must be what
 * the validating serializer writes for its parsed value, byte for byte, so every test that reads an answer
 * also proves the splicing right. A difference is a bug in the writer: thrown, answered 500.
 */
export function writtenAnswerCheck(
  production: boolean,
  schema: z.core.$ZodType | undefined,
): (written: WrittenJson<unknown>) => void {
  if (production || !schema) return () => {};
  const validating = serializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' });
  return ({ json }) => {
    const expected = validating(JSON.parse(json));
    if (expected !== json)
      throw new Error(`A written answer differs from its schema's: ${json} ≠ ${expected}`);
  };
}
