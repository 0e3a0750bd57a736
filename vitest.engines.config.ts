import { defineConfig } from 'vitest/config';

// The engine suites (tests/engines/): the site in WebKit and Gecko, one browser at a time (two cores).
// npm test runs them after Playwright, on the dist/ it built; `npm run test:engines` on an existing build.
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/setup/globalSetup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    // Software rendering on two loaded cores: a page with its scenes, or axe, takes seconds.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // As the Chromium suite: no retry, in CI as for anyone (a test that needs one is a defect to fix).
    retry: 0,
    reporters: ['default', ['json', { outputFile: 'test-results/engines.json' }]],
  },
});
