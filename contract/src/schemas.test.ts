/// <reference types="node" />
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DeclaredRoute, Endpoint, Route } from './endpoint.ts';
import { resolveEndpoint } from './resolve-endpoint.ts';
import { schemaModules } from './schemas.ts';

const tables = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.endpoints.ts'));

describe('the endpoint tables', () => {
  it('find each schema by one name: no two schema modules export the same name for different values', () => {
    const seen = new Map<string, unknown>();
    const clashes: string[] = [];
    for (const module of Object.values(schemaModules))
      for (const [name, value] of Object.entries(module)) {
        if (seen.has(name) && seen.get(name) !== value) clashes.push(name);
        seen.set(name, value);
      }
    expect(clashes).toEqual([]);
  });

  it('resolve every row to zod schemas, with one route per method and path', async () => {
    const routes: string[] = [];
    for (const file of tables) {
      const module = (await import(`./${file}`)) as Record<string, unknown>;
      for (const table of Object.values(module)) {
        if (typeof table !== 'object' || table === null) continue;
        for (const row of Object.values(table as Record<string, Route>)) {
          if (!('declared' in row)) continue;
          const endpoint: Endpoint = resolveEndpoint(row as DeclaredRoute);
          routes.push(`${endpoint.method} ${endpoint.path}`);
          expect(Object.keys(endpoint.response).length, `${file}: ${routes.at(-1)}`).toBeGreaterThan(0);
          for (const schema of [endpoint.params, endpoint.query, endpoint.body, endpoint.headers])
            if (schema !== undefined) expect(schema).toBeInstanceOf(z.ZodType);
        }
      }
    }
    expect(tables.length).toBeGreaterThan(10);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('refuse a name that is no schema', () => {
    const route = { method: 'GET', path: '/x/', declared: { 200: 'NoSuchThing' } } as unknown as Route;
    expect(() => resolveEndpoint(route)).toThrow(
      'GET /x/ names NoSuchThing, which is no schema of the contract',
    );
  });
});
