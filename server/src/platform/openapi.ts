import { z } from 'zod';
import { ApiErrorSchema } from '@storefront/contract/common';

type Json = Record<string, unknown>;
interface Operation {
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

/**
 * OpenAPI 3.0 says a nullable enum must list `null` among its values; zod's output marks it `nullable` only,
 * so a validator refuses every correct `null` (`supplier_status`, `payout`). Adds it, everywhere in `node`.
 */
function nullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableEnums);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...(schema.enum as unknown[]), null];
  Object.values(schema).forEach(nullableEnums);
}

/**
 * The 4xx answers of an operation, all `{error, fields}` (DESIGN.md): 400 for one that takes input, 401/403
 * for the signed-in areas, 404 (no store at the host, or no such thing), 429 (rate limits), and any other
 * 4xx in the same shape.
 */
function errorAnswers(path: string, operation: Operation): Record<string, unknown> {
  const takesInput = Boolean(operation.requestBody || operation.parameters?.length);
  const signedIn =
    /^\/api\/(manage|account|platform\/(stores|operators)|imports|orders|cart|checkout|buylist\/submissions)/.test(
      path,
    );
  return {
    ...(takesInput && { 400: errorAnswer('Bad input: `error` says what, `fields` which field') }),
    ...(signedIn && {
      401: errorAnswer('Not signed in'),
      403: errorAnswer('Signed in without the role this needs'),
    }),
    404: errorAnswer('No store at this host, or no such thing'),
    429: errorAnswer('Too many requests (Retry-After says when to try again)'),
    '4XX': errorAnswer('Any other refusal, in the same shape'),
  };
}

/**
 * The served document's finishing touches (@fastify/swagger's `transformObject`): nullable enums that list
 * `null`, and every operation's 4xx answers with the shared `ApiError` schema.
 */
export function finishOpenApi<D extends object>(document: D): D {
  const doc = document as { paths?: Record<string, Record<string, Operation>>; components?: Json };
  nullableEnums(doc.paths);
  nullableEnums(doc.components);
  const schemas = ((doc.components ??= {}).schemas ??= {}) as Json;
  schemas.ApiError = z.toJSONSchema(ApiErrorSchema, { target: 'openapi-3.0' });
  for (const [path, operations] of Object.entries(doc.paths ?? {}))
    for (const operation of Object.values(operations))
      if (operation && typeof operation === 'object' && operation.responses)
        operation.responses = { ...errorAnswers(path, operation), ...operation.responses };
  return document;
}
