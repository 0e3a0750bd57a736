// Where the CPU goes, per thread of every browser process, read from the kernel (/proc/<pid>/task/*/stat):
// exact, and free of the tracing overhead that would slow the frames being counted on a 2-core machine.
import { readdirSync, readFileSync } from 'node:fs';

/** The groups the report names: each says which part of the pipeline a thread serves. */
export const THREAD_GROUPS = [
  'browser main',
  'renderer main',
  'scene worker',
  'compositor',
  'GPU main',
  'GPU raster (SwiftShader)',
  'other',
] as const;
export type ThreadGroup = (typeof THREAD_GROUPS)[number];

/** Linux's clock ticks per second for utime/stime (USER_HZ), 100 on every common build. */
const TICKS_PER_SECOND = 100;

/**
 * The group of one thread, from its process type (CDP SystemInfo) and its kernel name (15 characters at
 * most). A process's main thread keeps the executable's name, so it is told by its id equal to the pid's.
 */
export function threadGroup(processType: string, main: boolean, name: string): ThreadGroup {
  const type = processType.toLowerCase();
  if (type === 'browser') return main ? 'browser main' : 'other';
  if (type === 'renderer') {
    if (main) return 'renderer main';
    if (name.startsWith('DedicatedWorker')) return 'scene worker';
    if (name.startsWith('Compositor')) return 'compositor';
    return 'other';
  }
  if (type === 'gpu' || type === 'gpu-process') {
    if (main) return 'GPU main';
    if (name.startsWith('VizCompositor')) return 'compositor';
    // SwiftShader's own workers (Thread<00>, …) and ANGLE's unnamed display thread rasterise the frames.
    if (/^Thread<\d+>$/.test(name) || name === 'chromium' || name === 'chrome')
      return 'GPU raster (SwiftShader)';
    return 'other';
  }
  return 'other';
}

/** A /proc/<pid>/task/<tid>/stat line: the thread's name and its user + system time in ticks. */
export function parseStat(line: string): { name: string; ticks: number } | null {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  // After ") ": state is field 3; utime and stime are fields 14 and 15.
  const fields = line.slice(close + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? { name: line.slice(open + 1, close), ticks } : null;
}

export type ThreadSnapshot = Map<string, { group: ThreadGroup; ticks: number }>;

/** Every thread of the given processes, keyed pid/tid; processes or threads gone meanwhile are skipped. */
export function snapshotThreads(processes: readonly { id: number; type: string }[]): ThreadSnapshot {
  const snapshot: ThreadSnapshot = new Map();
  for (const { id, type } of processes) {
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${id}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        const stat = parseStat(readFileSync(`/proc/${id}/task/${tid}/stat`, 'utf8'));
        if (stat)
          snapshot.set(`${id}/${tid}`, {
            group: threadGroup(type, String(id) === tid, stat.name),
            ticks: stat.ticks,
          });
      } catch {}
    }
  }
  return snapshot;
}

/** CPU milliseconds per second of each group between two snapshots; threads born meanwhile count from 0. */
export function cpuByGroup(
  before: ThreadSnapshot,
  after: ThreadSnapshot,
  seconds: number,
): Record<ThreadGroup, number> {
  const result = Object.fromEntries(THREAD_GROUPS.map((g) => [g, 0])) as Record<ThreadGroup, number>;
  if (seconds <= 0) return result;
  for (const [key, { group, ticks }] of after) {
    const delta = ticks - (before.get(key)?.ticks ?? 0);
    if (delta > 0) result[group] += (delta * 1000) / TICKS_PER_SECOND / seconds;
  }
  return result;
}
