import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/test/fuzz/**'],
          // Each worker runs its files one after another in one process, importing the server once: 30 s
          // of imports in all instead of 330 s. Tests build their own apps (createTestApp), and nothing at
          // module level holds one app's data (decision 048), so files cannot see each other's state.
          isolate: false,
        },
      },
      {
        extends: true,
        // The fuzz run times how long the other store waits (≤ 500 ms): in a process of its own, so no
        // earlier file's heap or leftovers take part in what it measures.
        test: { name: 'fuzz', include: ['src/test/fuzz/**/*.test.ts'], isolate: true },
      },
    ],
  },
});
