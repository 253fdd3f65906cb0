import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // Each worker runs its files one after another in one process, importing the server once: 30 s of
    // imports in all instead of 330 s. Tests build their own apps (createTestApp), and nothing at module
    // level holds one app's data (decision 048), so files cannot see each other's state.
    isolate: false,
  },
});
