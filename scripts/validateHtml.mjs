#!/usr/bin/env node
// Every page of the build through the W3C Nu HTML checker (vnu-jar, errors only): prints each error with its
// page and line, and the count of pages that pass. `node scripts/validateHtml.mjs [dist]`; npm test runs it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

/** Java for the checker: installed with apt-get when missing and root, as npm test does for Chromium. */
export function ensureJava() {
  if (hasJava()) return true;
  if (process.getuid?.() === 0) {
    console.log('Java is missing (the HTML checker needs it): installing default-jre-headless…');
    const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit' }).status === 0;
    if (apt(['update', '-qq']) && apt(['install', '-y', '-qq', 'default-jre-headless']) && hasJava())
      return true;
    console.error('Could not install Java with apt-get.');
    return false;
  }
  console.error(
    'Java not found: the W3C HTML checker (vnu-jar) needs it. Install it as root: apt-get update && apt-get install -y default-jre-headless',
  );
  return false;
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Checks every page of `dist`; returns the number of pages without error and with errors. */
export function validateHtml(dist = process.env.DIST_DIR ?? 'dist') {
  if (!existsSync(dist)) {
    console.error(`HTML check: ${dist}/ does not exist (run npm run build first).`);
    return { passed: 0, failed: 1 };
  }
  if (!ensureJava()) return { passed: 0, failed: 1 };
  const files = htmlFiles(dist);
  const jar = join(createRequire(import.meta.url).resolve('vnu-jar'), '../build/dist/vnu.jar');
  const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  let messages;
  try {
    messages = JSON.parse(run.stderr || run.stdout).messages;
  } catch {
    console.error('HTML check: the checker did not run.', run.error ?? run.stderr);
    return { passed: 0, failed: 1 };
  }
  const failing = new Set();
  for (const message of messages) {
    const file = relative(process.cwd(), fileURLToPath(message.url ?? 'file:///unknown'));
    failing.add(file);
    console.error(`${file}:${message.lastLine ?? '?'}: ${message.type}: ${message.message}`);
  }
  const failed = files.filter((file) => failing.has(relative(process.cwd(), file))).length;
  console.log(`HTML check (W3C Nu): ${files.length - failed} of ${files.length} pages without error`);
  return { passed: files.length - failed, failed: Math.max(failed, failing.size > 0 ? 1 : 0) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { failed } = validateHtml(process.argv[2]);
  process.exit(failed > 0 ? 1 : 0);
}
