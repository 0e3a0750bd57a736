// POST /api/pageviews: the site's own audience measurement, without cookies or personal data,
// and nothing at all for visitors who ask not to be tracked (DNT, Global Privacy Control).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AnalyticsDb } from './analyticsDb.ts';

const PageViewBody = v.object({
  path: v.pipe(v.string(), v.maxLength(300), v.regex(/^\/[^\s]*$/)),
  kind: v.optional(v.picklist(['page', 'work']), 'page'),
  referrer: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
  viewport: v.picklist(['mobile', 'tablet', 'desktop']),
});

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

export function registerPageViews(app: FastifyInstance, db: AnalyticsDb | null) {
  app.post('/api/pageviews', async (request, reply) => {
    const optedOut = request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
    const parsed = v.safeParse(PageViewBody, request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'bad_request', message: 'invalid page view' });
    if (optedOut || !db) return reply.code(204).send();
    const { path, kind, referrer, viewport } = parsed.output;
    db.add({
      path,
      kind,
      workId: workIdOf(path),
      referrerHost: referrerHost(referrer, request.hostname.split(':')[0]),
      viewport,
      at: Date.now(),
    });
    return reply.code(204).send();
  });
}
