import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../fixtures/chromium';

// `npm run bench` (root) / `pnpm --filter @ltk/e2e bench`: prints figures, checks the budgets (first-load JS per
// route; the feed's elements and longest task after 1,000 items).
export default defineConfig({
  testDir: '.',
  testMatch: ['first-load.ts', 'feed-scroll.ts'],
  timeout: 180_000,
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  use: { baseURL: process.env.BASE_URL ?? 'http://localhost:3000', launchOptions: chromiumLaunchOptions() },
});
