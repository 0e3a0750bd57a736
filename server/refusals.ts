// Views refused (bots, rate-limited, over the hourly ceiling), counted per day in memory and written at
// most once a minute: a refused request never costs a database write.
import { type AnalyticsDb, dayOf, type RefusedCount } from './analyticsDb.ts';

export type RefusalReason = 'bot' | 'rate-limited' | 'over-ceiling';

export const REFUSALS_FLUSH_MS = 60_000;

export class RefusalCounter {
  private counts = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly db: AnalyticsDb | null) {
    this.timer = setInterval(() => this.flush(), REFUSALS_FLUSH_MS);
    this.timer.unref();
  }

  add(reason: RefusalReason, at = Date.now()): void {
    const key = `${dayOf(at)} ${reason}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  pending(): RefusedCount[] {
    return [...this.counts].map(([key, count]) => {
      const [day = '', reason = ''] = key.split(' ');
      return { day, reason, count };
    });
  }

  /** Writes what was counted since the last flush in one transaction. */
  flush(): void {
    if (this.counts.size === 0 || !this.db) return;
    const counts = this.pending();
    this.counts = new Map();
    this.db.addRefused(counts);
  }

  close(): void {
    clearInterval(this.timer);
    this.flush();
  }
}
