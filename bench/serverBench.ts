// `npm run bench:server [-- --no-build]`: the server section alone (build, ours vs the @fastify/static
// peer, then under a flood), written to bench/results/server.{json,md}.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { runServerSection } from './load/serverSection.ts';
import { serverTable } from './report/markdown.ts';
import { buildSite, ROOT } from './servers.ts';

const DIST_DIR = process.env.DIST_DIR ?? '/tmp/dist-bench';
const log = (line: string) => process.stdout.write(`${line}\n`);

if (!process.argv.includes('--no-build')) {
  log(`building the site into ${DIST_DIR}…`);
  await buildSite(DIST_DIR);
}
const loadAverageStart = loadavg();
log('server section: autocannon, ours vs a plain @fastify/static, then under a flood');
const section = await runServerSection(DIST_DIR, log);
const outDir = join(ROOT, 'bench/results');
mkdirSync(outDir, { recursive: true });
const environment = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model.trim() ?? 'unknown',
  cores: cpus().length,
  loadAverageStart,
  loadAverageEnd: loadavg(),
};
writeFileSync(join(outDir, 'server.json'), `${JSON.stringify({ environment, ...section }, null, 1)}\n`);
const table = [
  ...serverTable(section.comparisons),
  '',
  `${environment.date.slice(0, 10)}; ${environment.cores} cores (${environment.cpu}), load average ${loadAverageStart.map((l) => l.toFixed(1)).join(' ')} at start; Node ${environment.node}.`,
].join('\n');
writeFileSync(join(outDir, 'server.md'), `${table}\n`);
log(`\n${table}\n\nwritten: bench/results/server.json, server.md`);
process.exit(section.comparisons.every((c) => c.met) ? 0 : 1);
