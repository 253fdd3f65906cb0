import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { at, endpoint } from '@storefront/contract/endpoint';
import { WrittenJson } from './response-serializer.ts';
import { route } from './route.ts';

const Item = z.object({ id: z.number().int(), name: z.string() });
const create = endpoint(at('POST', '/api/things/:id/'), {
  tags: ['things'],
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ note: z.string().optional() }),
  body: z.object({ name: z.string().min(1) }),
  response: { 201: Item },
});
const remove = endpoint(at('DELETE', '/api/things/:id/'), {
  params: z.object({ id: z.coerce.number().int() }),
  response: { 204: z.null() },
});

const written = endpoint(at('GET', '/api/written/:how/'), {
  params: z.object({ how: z.enum(['right', 'wrong']) }),
  response: { 200: Item },
});

const app = Fastify().withTypeProvider<ZodTypeProvider>();
const configs = new Map<string, unknown>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (r) => void configs.set(`${String(r.method)} ${r.url}`, r.config));
  await app.register(swagger, {
    openapi: { info: { title: 't', version: '1' } },
    transform: jsonSchemaTransform,
  });
  route(app, create, { config: { tenantOptional: true } }, async (request) => ({
    id: request.params.id,
    name: `${request.body.name}${request.query.note ?? ''}`,
  }));
  route(app, remove, async () => undefined);
  route(app, written, async (request) =>
    request.params.how === 'right'
      ? new WrittenJson<z.infer<typeof Item>>(Buffer.from('{"id":1,"name":"Lamp"}'))
      : new WrittenJson<z.infer<typeof Item>>(Buffer.from('{"name":"Lamp","id":1}')),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('route()', () => {
  it('registers the method and path, validates params and body, and answers the success status', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/things/7/?note=!', payload: { name: 'Lamp' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 7, name: 'Lamp!' });
    expect((await app.inject({ method: 'GET', url: '/api/things/7/' })).statusCode).toBe(404);
    const bad = await app.inject({ method: 'POST', url: '/api/things/x/', payload: { name: 'Lamp' } });
    expect(bad.statusCode).toBe(400);
    const empty = await app.inject({ method: 'POST', url: '/api/things/7/', payload: { name: '' } });
    expect(empty.statusCode).toBe(400);
  });

  it('serializes through the response schema (unknown fields are dropped)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/things/1/', payload: { name: 'A', extra: 1 } });
    expect(Object.keys(res.json())).toEqual(['id', 'name']);
  });

  it('answers 204 with no body when the handler answers nothing', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/things/3/' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('sends an answer written as JSON as it is, checked outside production against the schema’s writing', async () => {
    const right = await app.inject({ method: 'GET', url: '/api/written/right/' });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(right.body).toBe('{"id":1,"name":"Lamp"}');
    expect((await app.inject({ method: 'GET', url: '/api/written/wrong/' })).statusCode).toBe(500);
  });

  it('keeps the route config and lists the schemas and tags in the OpenAPI document', () => {
    expect(configs.get('POST /api/things/:id/')).toEqual({ tenantOptional: true });
    const doc = app.swagger() as unknown as {
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown; responses: object }>>;
    };
    const post = doc.paths['/api/things/{id}/']?.post;
    expect(post?.tags).toEqual(['things']);
    expect(post?.requestBody).toBeDefined();
    expect(Object.keys(post?.responses ?? {})).toEqual(['201']);
  });
});
