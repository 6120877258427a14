import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../fixtures/chromium';

// `npm run bench` (root) / `pnpm --filter @ltk/e2e bench`: prints figures, checks the /home budget.
export default defineConfig({
  testDir: '.',
  testMatch: 'first-load.ts',
  timeout: 180_000,
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  use: { baseURL: process.env.BASE_URL ?? 'http://localhost:3000', launchOptions: chromiumLaunchOptions() },
});
