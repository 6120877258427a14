import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './fixtures/chromium';

// Runs against the composed production build (scripts/test.mjs starts it: every app on its own port).
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  forbidOnly: true,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:3000',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: /resilience\.spec\.ts/ },
    // Stops and restarts a remote's server: runs after everything else.
    { name: 'resilience', testMatch: /resilience\.spec\.ts/, dependencies: ['site'] },
  ],
});
