// POST /api/pageviews: the site's own audience measurement, without cookies or personal data, and nothing
// at all for visitors who ask not to be tracked (DNT, Global Privacy Control). Only the site's pages,
// only browsers, a per-client rate limit and a global hourly ceiling: a flood cannot skew the counts.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { PortfolioDocument } from '../content/schema.ts';
import type { AnalyticsDb } from './analyticsDb.ts';
import { RefusalCounter } from './refusals.ts';
import { tokenBucketStore } from './tokenBucketStore.ts';
import { isBrowserVisit, sitePath, sitePaths } from './visitorRules.ts';

const PageViewBody = v.object({
  path: v.pipe(v.string(), v.maxLength(300)),
  kind: v.optional(v.picklist(['page', 'work']), 'page'),
  referrer: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
  viewport: v.picklist(['mobile', 'tablet', 'desktop']),
});

export interface PageViewLimits {
  /** Views one client address may send at once… */
  burst: number;
  /** …then this many per minute. */
  perMinute: number;
  /** Views stored per clock hour, all clients together. */
  perHour: number;
  /**
   * A 429 goes out after this delay: a flood over kept-alive connections then gets a couple of answers a
   * second per connection, and the server spends its time on visitors rather than on refusing.
   */
  refusalDelayMs: number;
}

/**
 * An office behind one address: a dozen people opening five pages each fit the burst, then one view every
 * two seconds. 10,000 an hour is about 50× the busiest hour a freelancer's portfolio sees, and caps a
 * coordinated flood at ~240,000 rows a day (~15 MB), which the size cap bounds in turn.
 */
export const DEFAULT_PAGEVIEW_LIMITS: PageViewLimits = {
  burst: 60,
  perMinute: 30,
  perHour: 10_000,
  refusalDelayMs: 500,
};

/** Keeps only another site's host name: never a full URL, never our own pages. */
export function referrerHost(referrer: string, ownHost: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname;
    return host && host !== ownHost ? host : null;
  } catch {
    return null;
  }
}

export function workIdOf(path: string): number | null {
  const match = /^\/projects\/(\d{1,9})$/.exec(path);
  return match?.[1] ? Number(match[1]) : null;
}

/** Stored views in the current clock hour, all clients together. */
function hourlyCeiling(perHour: number) {
  let hour = -1;
  let stored = 0;
  return (now: number): boolean => {
    const current = Math.floor(now / 3_600_000);
    if (current !== hour) {
      hour = current;
      stored = 0;
    }
    if (stored >= perHour) return false;
    stored += 1;
    return true;
  };
}

export async function registerPageViews(
  app: FastifyInstance,
  db: AnalyticsDb | null,
  content: Pick<PortfolioDocument, 'works'>,
  limits: PageViewLimits = DEFAULT_PAGEVIEW_LIMITS,
) {
  const paths = sitePaths(content);
  const refusals = new RefusalCounter(db);
  const withinCeiling = hourlyCeiling(limits.perHour);
  app.addHook('onClose', async () => refusals.close());
  await app.register(fastifyRateLimit, {
    global: false,
    store: tokenBucketStore({
      burst: limits.burst,
      refillMs: Math.max(1, Math.round(60_000 / limits.perMinute)),
      maxClients: 10_000,
    }),
    onExceeded: () => refusals.add('rate-limited'),
  });

  app.post(
    '/api/pageviews',
    {
      // Nothing is stored with analytics off, so there is nothing for a flood to skew: no limit, and a
      // visitor browsing fast (or a test suite) never meets a 429 the browser would log.
      config: db ? { rateLimit: { max: limits.burst, timeWindow: 60_000 } } : {},
      onSend: async (_request, reply) => {
        if (reply.statusCode === 429 && limits.refusalDelayMs > 0)
          await new Promise((resume) => setTimeout(resume, limits.refusalDelayMs));
      },
    },
    async (request, reply) => {
      const parsed = v.safeParse(PageViewBody, request.body);
      const path = parsed.success ? sitePath(paths, parsed.output.path) : null;
      const workId = path ? workIdOf(path) : null;
      if (!parsed.success || !path || (parsed.output.kind === 'work' && workId === null))
        return reply.code(400).send({ error: 'bad_request', message: 'invalid page view' });
      const optedOut = request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
      if (optedOut || !db) return reply.code(204).send();
      if (!isBrowserVisit(request.headers['user-agent'])) {
        refusals.add('bot');
        return reply.code(204).send();
      }
      const now = Date.now();
      if (!withinCeiling(now)) {
        refusals.add('over-ceiling');
        return reply.code(204).send();
      }
      const { kind, referrer, viewport } = parsed.output;
      db.add({
        path,
        kind,
        workId,
        referrerHost: referrerHost(referrer, request.hostname.split(':')[0]),
        viewport,
        at: now,
      });
      return reply.code(204).send();
    },
  );
}
