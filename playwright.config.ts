import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright cannot download its own browser here.
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const BASE_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const WEBGL_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Per-port output, so runs on other ports (parallel work, benches) never delete this run's artifacts.
  outputDir: PORT === 4173 ? 'test-results/artifacts' : `test-results/artifacts-${PORT}`,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: PORT === 4173 ? 'test-results/playwright.json' : `test-results/playwright-${PORT}.json` },
    ],
  ],
  use: {
    // 127.0.0.1, not localhost: the API base is then the page's own origin + /api.
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM,
      // A horizontal touch swipe past the page's edge is Chromium's own back gesture (history
      // navigation): the monkey's random swipes went back past the first page to about:blank. That is the
      // browser leaving the site, not the site failing, and no test relies on the gesture.
      args: [...BASE_ARGS, ...WEBGL_ARGS, '--disable-features=OverscrollHistoryNavigation'],
    },
    // Recording a trace films every frame of the page (a screencast) for every test: on two cores with
    // software WebGL that costs the whole run. In CI only a retry records one, which is where a failure is read.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The service worker would hide requests from page.route(); the offline tests allow it explicitly.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `npm run build && PORT=${PORT} HOST=127.0.0.1 ANALYTICS=off npx tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/portfolio`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
