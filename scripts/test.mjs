#!/usr/bin/env node
// `npm test`: lint, types, the import graph's rules, unit tests (vitest), end-to-end tests (Playwright in
// Debian's Chromium), the W3C HTML check of every built page and the engine suites (vitest driving Gecko and
// WebKit, tests/engines/), then one line with the real count from the runners' reports.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { checkImports } from './checkImports.mjs';
import { ensureEngineBrowsers } from './engineBrowsers.mjs';
import { validateHtml } from './validateHtml.mjs';

const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: 'inherit', ...opts }).status ?? 1;

if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    if (
      run('apt-get', ['update', '-qq']) !== 0 ||
      run('apt-get', ['install', '-y', '-qq', 'chromium']) !== 0
    ) {
      console.error('Could not install chromium with apt-get.');
      process.exit(1);
    }
  } else {
    console.error(
      `Chromium not found at ${chromium}. Install it as root: apt-get update && apt-get install -y chromium`,
    );
    console.error('(or point CHROMIUM=/path/to/chromium at another build)');
    process.exit(1);
  }
}

// Firefox ESR, WebKitGTK and Xvfb for the engine suites: installed now (as root) or the run stops here.
if (!ensureEngineBrowsers()) process.exit(1);

rmSync('test-results', { recursive: true, force: true });
/** How long each phase took (s), printed before the count: where a slow run's time went. */
const times = [];
function phase(name, work) {
  const started = performance.now();
  const result = work();
  times.push([name, (performance.now() - started) / 1000]);
  return result;
}
const steps = {
  lint: phase('lint', () => run('npx', ['biome', 'ci', '.'])),
  typecheck: phase('types', () => run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])),
};
// The import graph's rules (.dependency-cruiser.cjs): each one a check, counted below.
const graph = phase('import graph', () => checkImports());
const unitStatus = phase('unit', () => run('npx', ['vitest', 'run']));
// Playwright builds the site first (its webServer), then runs the Chromium suite on it.
const e2eStatus = phase('build + e2e (Chromium)', () =>
  run('npx', ['playwright', 'test', ...process.argv.slice(2)]),
);
// The pages Playwright's server built: each one a check, counted below.
const html = phase('HTML', () => validateHtml());
// Gecko and WebKit on the same build (their own server on it, from tests/engines/setup/).
const enginesStatus = phase('engines (Firefox, WebKit)', () =>
  run('npx', ['vitest', 'run', '--config', 'vitest.engines.config.ts']),
);

let passed = 0;
let failed = 0;
// A test that failed and then passed on retry is flaky: reported on its own, never as passed.
let flaky = 0;
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const unit = read('test-results/vitest.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
} else if (unitStatus !== 0) failed += 1;
const e2e = read('test-results/playwright.json');
if (e2e) {
  passed += e2e.stats.expected;
  flaky += e2e.stats.flaky;
  failed += e2e.stats.unexpected;
} else if (e2eStatus !== 0) failed += 1;
const engines = read('test-results/engines.json');
if (engines) {
  for (const file of engines.testResults) {
    let fileFailed = 0;
    for (const test of file.assertionResults) {
      if (test.status === 'failed') fileFailed += 1;
      // vitest's report has no retry count: the suite counts each test's runs in its meta.
      else if (test.status === 'passed' && (test.meta?.attempts ?? 1) > 1) flaky += 1;
      else if (test.status === 'passed') passed += 1;
    }
    // A file that failed before its tests ran (a browser that did not start) counts once.
    failed += fileFailed > 0 || file.status !== 'failed' ? fileFailed : 1;
  }
} else if (enginesStatus !== 0) failed += 1;
passed += graph.passed;
failed += graph.failed;
passed += html.passed;
failed += html.failed;
for (const [name, status] of Object.entries(steps)) {
  if (status !== 0) {
    console.error(`${name} failed`);
    failed += 1;
  }
}
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\ntime per phase:');
for (const [name, seconds] of [...times, ['all', total]])
  console.log(
    `  ${name.padEnd(26)} ${Math.floor(seconds / 60)} min ${(seconds % 60).toFixed(0).padStart(2)} s`,
  );
console.log(`tests: ${passed} passed, ${failed} failed, ${flaky} flaky`);
process.exit(failed > 0 || unitStatus !== 0 || e2eStatus !== 0 || enginesStatus !== 0 ? 1 : 0);
