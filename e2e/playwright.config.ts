import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8123);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://cards.localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The card hosts that imported data links pictures to are unreachable, as on an offline machine:
        // pages must fall back to the drawn pictures (a test that wants a host's picture routes it).
        '--host-resolver-rules=' +
          ['cards.scryfall.io', 'img.scryfall.com', 'c1.scryfall.com', 'images.pokemontcg.io']
            .map((host) => `MAP ${host} ~NOTFOUND`)
            .join(', '),
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /dashboard\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Runs after the others: its admin test recolours a store that the shell tests check.
      name: 'management',
      testMatch: /dashboard\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it.
    command: 'npm run build && node --enable-source-maps server/dist/main.js',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health/`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every spec searches from the same address, faster than a shopper would.
      SEARCH_RATE_LIMIT: '100000',
      // Wantlist alerts run every second, so a story sees its e-mail soon after the restock.
      WANTLIST_ALERT_SECONDS: '1',
    },
  },
});
