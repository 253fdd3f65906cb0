import js from '@eslint/js';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const siblings = (dir) =>
  readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** typescript-eslint's recommendedTypeChecked rules that need type information (the others are on for all). */
const typeCheckedRules = Object.fromEntries(
  tseslint.configs.recommendedTypeCheckedOnly
    .flatMap((c) => Object.entries(c.rules ?? {}))
    .filter(([rule]) => rule.startsWith('@typescript-eslint/')),
);

/** The server's composition: what wires, seeds and launches the modules (nothing below imports it). */
const SERVER_COMPOSITION = [
  './server/src/app.ts',
  './server/src/main.ts',
  './server/src/index.ts',
  './server/src/demo',
  './server/src/cli',
];
const SERVER_ABOVE_PLATFORM = ['./server/src/modules', ...SERVER_COMPOSITION];

/** Which web features each feature imports, read from its files' relative imports. */
function featureImports() {
  const features = siblings('web/src/features');
  const root = new URL('./web/src/features/', import.meta.url).pathname;
  const uses = new Map(features.map((f) => [f, new Set()]));
  for (const feature of features)
    for (const entry of readdirSync(join(root, feature), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)) {
        const other = relative(root, resolve(dirname(file), spec)).split(sep)[0];
        if (other !== feature && uses.has(other)) uses.get(feature).add(other);
      }
    }
  return uses;
}

/**
 * Features stay acyclic: a feature may not import any feature that already reaches it through the others'
 * imports, so the import that would close a loop is the one lint refuses (both ends, when a loop exists).
 */
function featureLoopZones() {
  const uses = featureImports();
  const reaches = (from) => {
    const seen = new Set();
    const stack = [...uses.get(from)];
    while (stack.length) {
      const f = stack.pop();
      if (seen.has(f)) continue;
      seen.add(f);
      stack.push(...uses.get(f));
    }
    return seen;
  };
  return [...uses.keys()].flatMap((feature) =>
    [...uses.keys()]
      .filter((other) => other !== feature && reaches(other).has(feature))
      .map((other) => ({
        target: `./web/src/features/${feature}`,
        from: `./web/src/features/${other}`,
        message: `Features stay acyclic: ${other} already uses ${feature} (directly or through other features).`,
      })),
  );
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.cluster/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // config.ts is the only place the server reads its environment (tests may read TEST_DATABASE_URL).
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/config.ts', 'server/src/test/**', '**/*.test.ts', '**/*.test-helpers.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment in server/src/config.ts only.' },
      ],
    },
  },
  // Type-aware rules (each workspace's own tsconfig.json): a promise nobody awaits or handles loses its
  // error; a promise where a value is expected (an if, a void callback) is always truthy.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  // The server, the contract and the web take every type-aware rule of typescript-eslint's
  // recommendedTypeChecked but require-await (a Fastify plugin, a payment provider or a react-hook-form submit
  // handler is async by contract even when it awaits nothing); tests read `res.json()` and mocks, which are
  // `any`, so the no-unsafe-* rules skip them.
  {
    files: ['server/src/**/*.ts', 'contract/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    rules: {
      ...typeCheckedRules,
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: [
      'server/src/**/*.test.ts',
      'server/src/**/*.test-helpers.ts',
      'server/src/test/**/*.ts',
      'web/src/**/*.test.{ts,tsx}',
      'web/src/test/**/*.{ts,tsx}',
    ],
    rules: Object.fromEntries(
      Object.keys(typeCheckedRules)
        .filter((r) => r.includes('no-unsafe-'))
        .map((r) => [r, 'off']),
    ),
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // A tenant-owned table is declared with tenantTable() (server/src/db/tenant-scope.ts), which always adds
  // tenant_id, the (tenant_id, id) key and the isolation policy: a bare pgTable could forget the policy.
  {
    files: ['server/src/**/*.tables.ts'],
    // The stores themselves, the platform's operators (who belong to no store; decision 019) and the
    // rate-limit counters every instance shares (decision 020).
    ignores: [
      'server/src/db/tenants.tables.ts',
      'server/src/modules/platform-admin/operators.tables.ts',
      'server/src/platform/counters.tables.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm/pg-core',
              importNames: ['pgTable'],
              message: 'Declare tenant-owned tables with tenantTable() from db/tenant-scope.ts.',
            },
          ],
        },
      ],
    },
  },
  // Dependency direction (DESIGN.md, Layout; docs/architecture.md): contract ← server, contract ← web; inside
  // web, app → features → ui, lib, and a feature reaches another only through its index.ts; inside server, composition (app.ts, main.ts,
  // index.ts, demo/, cli/) → modules → platform → db, and a module reaches another only through its index.ts;
  // bench/ and e2e/ see the server only through its entry, server/src/index.ts (`@storefront/server`).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './contract', from: ['./server', './web'] },
            { target: './server', from: './web' },
            { target: './web', from: './server' },
            { target: ['./web/src/ui', './web/src/lib'], from: ['./web/src/features', './web/src/app'] },
            { target: './web/src/lib', from: './web/src/ui' },
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'A feature does not import the app shell; the app composes the features.',
            },
            { target: './server/src/db', from: ['./server/src/platform', ...SERVER_ABOVE_PLATFORM] },
            { target: './server/src/platform', from: SERVER_ABOVE_PLATFORM },
            {
              target: './server/src/modules',
              from: SERVER_COMPOSITION.filter((p) => p !== './server/src/demo'),
            },
            {
              target: ['./bench', './e2e'],
              from: './server',
              except: ['./src/index.ts'],
              message: 'bench/ and e2e/ use the server through its entry: import from "@storefront/server".',
            },
            ...siblings('web/src/features').map((f) => ({
              target: `./web/src/features/${f}`,
              from: './web/src/features',
              except: [`./${f}`, ...siblings('web/src/features').map((o) => `./${o}/index.ts`)],
              message: "A feature uses another only through that feature's index.ts.",
            })),
            ...featureLoopZones(),
            ...siblings('server/src/modules').map((m) => ({
              target: `./server/src/modules/${m}`,
              from: './server/src/modules',
              except: [
                `./${m}`,
                ...siblings('server/src/modules').flatMap((o) => [`./${o}/index.ts`, `./${o}/tables.ts`]),
              ],
              message:
                "A module uses another only through that module's index.ts (or tables.ts, for foreign keys).",
            })),
          ],
        },
      ],
      'import/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
    },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/ignore': ['node_modules'],
    },
  },
);
