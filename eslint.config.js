import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const siblings = (dir) =>
  readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
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
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Dependency direction (DESIGN.md, Layout): contract ← server, contract ← web; inside web,
  // app → features → ui, lib, and a feature reaches another only through its index.ts; inside server,
  // modules → platform, db, and a module reaches another only through its index.ts.
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
            { target: './server/src/platform', from: './server/src/modules' },
            ...siblings('web/src/features').map((f) => ({
              target: `./web/src/features/${f}`,
              from: './web/src/features',
              except: [`./${f}`, ...siblings('web/src/features').map((o) => `./${o}/index.ts`)],
              message: "A feature uses another only through that feature's index.ts.",
            })),
            ...siblings('server/src/modules').map((m) => ({
              target: `./server/src/modules/${m}`,
              from: './server/src/modules',
              except: [`./${m}`, ...siblings('server/src/modules').map((o) => `./${o}/index.ts`)],
              message: "A module uses another only through that module's index.ts.",
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
