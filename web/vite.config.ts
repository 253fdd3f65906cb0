import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiPort = process.env.API_PORT ?? '8000';

// Decision 027: the built app and the tests run on preact/compat (React's API, ~50 KiB less on every page);
// the dev server keeps React for Fast Refresh.
const preact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

// Its `main` (CommonJS) would `require('react-dom')` past the aliases; its ES build imports through them.
const testingLibraryEsm = {
  find: /^@testing-library\/react$/,
  replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
};

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: command === 'build' ? preact : mode === 'test' ? [...preact, testingLibraryEsm] : [],
    ...(mode === 'test' && { conditions: ['module', 'browser', 'development'] }),
  },
  server: {
    port: 5173,
    host: true,
    allowedHosts: ['.localhost'],
    // The Host header is kept, so the API server resolves the same store as the page.
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/media': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  // The manifest tells the server which chunks a page needs, to preload them with its HTML (decision 030).
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 300, manifest: true },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Bundled through Vite, so their `react` imports reach the preact alias too.
    server: {
      deps: {
        inline: [
          '@testing-library/react',
          'react-router',
          '@tanstack/react-query',
          'react-hook-form',
          'lucide-react',
        ],
      },
    },
  },
}));
