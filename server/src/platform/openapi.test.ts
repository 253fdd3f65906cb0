import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, signInAs, type TestApp } from '../test/test-app.ts';

type Schema = Record<string, unknown>;
interface Doc {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema> };
}

let t: TestApp;
let doc: Doc;
const ajv = new Ajv({ nullable: true, unknownFormats: 'ignore', schemaId: 'auto' });

beforeAll(async () => {
  t = await createTestApp();
  doc = (await injectAs(t.app, 'cards.localhost', { method: 'GET', url: '/api/docs/json' })).json<Doc>();
}, 300_000);
afterAll(() => t.close());

/** The served schema of `method path` answering `status`, the shared error schema put in place of its $ref. */
function schemaOf(method: string, path: string, status: number): Schema {
  const answers = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]?.responses;
  const answer = answers?.[String(status)] ?? answers?.['4XX'];
  const schema = answer?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`no ${status} schema for ${method} ${path}`);
  const { $schema: _, ...error } = doc.components.schemas.ApiError!;
  return schema.$ref === '#/components/schemas/ApiError' ? error : schema;
}

function matches(method: string, path: string, status: number, body: unknown): string[] {
  const validate = ajv.compile(schemaOf(method, path, status));
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.dataPath} ${e.message}`);
}

describe('the served OpenAPI document against real answers', () => {
  it('lists null among a nullable enum’s values (supplier_status, payout)', () => {
    const text = JSON.stringify(doc);
    const enums = [
      ...text.matchAll(
        /"nullable":true[^{}]*?"enum":\[([^\]]*)\]|"enum":\[([^\]]*)\][^{}]*?"nullable":true/g,
      ),
    ];
    expect(enums.length).toBeGreaterThan(2);
    for (const [, a, b] of enums) expect(`${a ?? b}`.split(',')).toContain('null');
  });

  it('describes the main calls’ answers, nullable fields included', async () => {
    const shopper = await signInAs(t, 'cards', 'shopper');
    const admin = await signInAs(t, 'cards', 'admin');
    const calls: [typeof shopper | null, string, string][] = [
      [null, 'GET', '/api/tenant-info/'],
      [null, 'GET', '/api/ecommerce/products/'],
      [null, 'GET', '/api/ecommerce/categories/'],
      [shopper, 'GET', '/api/auth/user/profile/'],
      [shopper, 'GET', '/api/account/store-credit/'],
      [shopper, 'GET', '/api/buylist/submissions/'],
      [admin, 'GET', '/api/manage/users/'],
      [admin, 'GET', '/api/manage/buylist/submissions/'],
      [admin, 'GET', '/api/dashboard/'],
    ];
    const failures: string[] = [];
    for (const [who, method, url] of calls) {
      const res = await injectAs(t.app, 'cards.localhost', {
        method: method,
        url,
        headers: who?.headers ?? {},
      });
      expect([url, res.statusCode]).toEqual([url, 200]);
      const path = url.split('?')[0]!;
      failures.push(...matches(method, path, 200, res.json()).map((e) => `${url}: ${e}`));
    }
    expect(failures).toEqual([]);
  });

  it('documents the 4xx answers with the shared error schema, and real refusals match it', async () => {
    const users = doc.paths['/api/manage/users/']!.get!.responses;
    expect(Object.keys(users)).toEqual(expect.arrayContaining(['400', '401', '403', '404', '429', '4XX']));
    const shopper = await signInAs(t, 'cards', 'shopper');
    const refusals: [Record<string, string>, string, string, number][] = [
      [{}, 'GET', '/api/manage/users/', 401],
      [shopper.headers, 'GET', '/api/manage/users/', 403],
      [{}, 'GET', '/api/ecommerce/products/?page=0', 400],
    ];
    for (const [headers, method, url, status] of refusals) {
      const res = await injectAs(t.app, 'cards.localhost', { method: method, url, headers });
      expect([url, res.statusCode]).toEqual([url, status]);
      expect(matches(method, url.split('?')[0]!, status, res.json())).toEqual([]);
    }
  });
});
