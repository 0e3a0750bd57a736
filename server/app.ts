// The Node server: /api answers from the validated content, and the built site with the right cache headers.
import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiAnswers } from '../content/load.ts';
import type { PortfolioDocument } from '../content/schema.ts';
import type { AnalyticsDb } from './analyticsDb.ts';
import { jsonAnswer, sendJson } from './jsonAnswer.ts';
import { isCurrent, loadMemoryFiles, sendMemoryFile } from './memoryStatic.ts';
import { DEFAULT_PAGEVIEW_LIMITS, type PageViewLimits, registerPageViews } from './pageviews.ts';
import { securityHeaders } from './securityHeaders.ts';
import { CSP_DIRECTIVES } from './securityPolicy.ts';
import {
  isValidToken,
  newXsrfToken,
  readCookie,
  XSRF_COOKIE,
  XSRF_HEADER,
  xsrfCookie,
  xsrfMatches,
} from './xsrf.ts';

export interface ServerOptions {
  content: PortfolioDocument;
  /** The built site (vite build output); when missing only /api is served. */
  distDir?: string;
  /** Development: allow the Vite dev server's origin to call the API. */
  dev?: boolean;
  logger?: boolean;
  /** Where page views are stored; null turns the site's analytics off (it still answers 204). */
  analytics?: AnalyticsDb | null;
  /** Which proxies may name the client's address (X-Forwarded-For): none by default. */
  trustProxy?: TrustProxy;
  pageViewLimits?: PageViewLimits;
}

export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: a hop count ("1": the proxy in front) or the proxy's addresses/subnets, comma-separated.
 * Unset, X-Forwarded-For is ignored: any client could otherwise pick its address and slip past the limit.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Fastify's form of it: a hop count as the function proxy-addr calls per hop (its typings omit numbers). */
function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** What a served file is, whichever precompressed copy (.br, .gz) went out. */
const sourceName = (path: string) => basename(path).replace(/\.(br|gz)$/, '');

/** Hashed assets for a year; pages, the service worker and Workbox revalidated; the rest for an hour. */
export function cacheControlFor(path: string): string {
  const file = sourceName(path);
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html') || file === 'sw.js' || file.startsWith('workbox-')) return 'no-cache';
  return 'public, max-age=3600';
}

export { etagMatches } from './jsonAnswer.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a page path is one of the app's routes (spec: '', profil, contact, projects, projects/{pid}).
 * Any other path still gets the app, which shows the home, but with 404: not a page to index.
 */
export function isRoutePath(path: string): boolean {
  const clean = path.replace(/\/+$/, '');
  return /^(|\/profil|\/contact|\/projects(\/[^/]+)?)$/.test(clean);
}

/** pageFile's choice among the files in memory: the prerendered page, else the shell. */
function memoryPageKey(memory: ReadonlyMap<string, unknown>, path: string): string | undefined {
  const clean = path.replace(/\/+$/, '');
  if (clean === '') return '/index.html';
  if (/^(\/[a-z0-9-]+)+$/.test(clean) && memory.has(`${clean}/index.html`)) return `${clean}/index.html`;
  return memory.has('/shell.html') ? '/shell.html' : undefined;
}

/** The file answering a page path: its prerendered index.html, or the bare shell. */
function pageFile(distDir: string, path: string): string {
  const clean = path.replace(/\/+$/, '');
  if (/^(\/[a-z0-9-]+)+$/.test(clean)) {
    const page = `${clean.slice(1)}/index.html`;
    if (existsSync(resolve(distDir, page))) return page;
  }
  return existsSync(resolve(distDir, 'shell.html')) ? 'shell.html' : 'index.html';
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { maxParamLength: 200 },
    bodyLimit: 16 * 1024,
    trustProxy: trustProxyOption(options.trustProxy ?? false),
  });
  const answers = apiAnswers(options.content);
  const portfolio = jsonAnswer(answers.portfolio);
  const actus = jsonAnswer(answers.actus);

  const security = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: options.dev
        ? {
            ...CSP_DIRECTIVES,
            'connect-src': [...(CSP_DIRECTIVES['connect-src'] ?? []), 'ws:', 'http://localhost:*'],
          }
        : CSP_DIRECTIVES,
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: options.dev ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: { maxAge: 31536000, includeSubDomains: true },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(security);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    if (
      options.dev &&
      typeof request.headers.origin === 'string' &&
      /^http:\/\/localhost:\d+$/.test(request.headers.origin)
    ) {
      reply.header('Access-Control-Allow-Origin', request.headers.origin).header('Vary', 'Origin');
    }
    // Hand out the anti-forgery token with pages and API reads, so the client can echo it.
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (
      (html || request.url.startsWith('/api/')) &&
      !isValidToken(readCookie(request.headers.cookie, XSRF_COOKIE))
    ) {
      reply.header('Set-Cookie', xsrfCookie(newXsrfToken(), request.protocol === 'https'));
    }
  });
  // Unsafe methods need the double-submitted token, before any route or 404 is considered. Every path,
  // not only those that read '/api': the router decodes '/%61pi/pageviews' into the API route.
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers[XSRF_HEADER];
    const headerToken = Array.isArray(header) ? header[0] : header;
    if (!xsrfMatches(readCookie(request.headers.cookie, XSRF_COOKIE), headerToken)) {
      return reply.code(403).send({ error: 'forbidden', message: 'missing or invalid X-XSRF-TOKEN header' });
    }
  });

  app.get('/api/portfolio', (request, reply) => sendJson(request, reply, portfolio));
  app.get('/api/actus', (request, reply) => sendJson(request, reply, actus));
  await registerPageViews(
    app,
    options.analytics ?? null,
    options.content,
    options.pageViewLimits ?? DEFAULT_PAGEVIEW_LIMITS,
  );

  const distDir = options.distDir ? resolve(options.distDir) : undefined;
  const indexHtml = distDir && existsSync(resolve(distDir, 'index.html'));
  if (distDir && indexHtml) {
    const memory = loadMemoryFiles(distDir);
    // Pages and precompressed files straight from memory, before routing: what a shared link costs.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const path = request.url.split('?')[0] ?? '';
      if (path === '/api' || path.startsWith('/api/')) return;
      const key = /\.[a-z0-9]+$/i.test(path) ? path : memoryPageKey(memory, path);
      const file = key ? memory.get(key) : undefined;
      if (!key || !file) return;
      const status = key === path || isRoutePath(path) ? 200 : 404;
      if (isCurrent(file)) return sendMemoryFile(request, reply, file, cacheControlFor(key), status);
      memory.delete(key);
    });
    await app.register(fastifyStatic, {
      root: distDir,
      cacheControl: false,
      dotfiles: 'deny',
      // The build wrote .br and .gz beside every compressible file: sent as they are, never compressed here.
      preCompressed: true,
      // The static copy of the API is for static hosts; the server answers /api itself.
      allowedPath: (pathName) => !pathName.startsWith('/api/'),
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', cacheControlFor(path));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.code(404).send({ error: 'not_found', message: `no API route ${request.method} ${path}` });
    }
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    if (isPageRequest && distDir && indexHtml) {
      // A prerendered page when the build made one (/profil, /projects/12), else the app shell, which
      // routes on the client (and redirects unknown paths home, answered 404).
      reply.header('Cache-Control', 'no-cache');
      if (!isRoutePath(path)) reply.code(404);
      return reply.sendFile(pageFile(distDir, path));
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
