#!/usr/bin/env node
// The import graph's check (rules in .dependency-cruiser.cjs): one result per rule, each violation named
// with its arrow. `node scripts/checkImports.mjs` on its own; `npm test` and `npm run lint` run it.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** The folders whose imports the rules judge. */
export const GRAPH_ROOTS = ['src', 'scenes', 'content'];

/** Cruises the graph; returns each rule's violations (an empty list when it holds). */
export function cruiseImports(cwd = process.cwd()) {
  const result = spawnSync(
    'npx',
    ['depcruise', ...GRAPH_ROOTS, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (!result.stdout) throw new Error(`dependency-cruiser gave no answer: ${result.stderr}`);
  const { summary } = JSON.parse(result.stdout);
  const byRule = new Map(summary.ruleSetUsed.forbidden.map((rule) => [rule.name, []]));
  for (const violation of summary.violations) {
    const arrow = violation.cycle
      ? [violation.from, ...violation.cycle.map((step) => step.name ?? step)].join(' → ')
      : `${violation.from} → ${violation.to}`;
    byRule.get(violation.rule.name)?.push(arrow);
  }
  return byRule;
}

/** Prints the rules that fail and returns the count line's share: one check per rule. */
export function checkImports(cwd = process.cwd()) {
  let passed = 0;
  let failed = 0;
  let byRule;
  try {
    byRule = cruiseImports(cwd);
  } catch (error) {
    console.error(`import graph: ${error.message}`);
    return { passed, failed: 1 };
  }
  for (const [rule, arrows] of byRule) {
    if (arrows.length === 0) {
      passed += 1;
      continue;
    }
    failed += 1;
    console.error(`import graph: ${rule}`);
    for (const arrow of arrows) console.error(`  ${arrow}`);
  }
  console.log(`import graph: ${passed} rule(s) hold, ${failed} broken`);
  return { passed, failed };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(checkImports().failed > 0 ? 1 : 0);
}
