// The server on a real loopback socket, under hostile requests: raw traversal paths that an HTTP client
// would normalise, oversized URLs and headers, unknown methods, forged unsafe calls, conditional
// requests, and a short bounded load (autocannon) that must see no error and no non-2xx answer.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPortfolioDocument } from '../../content/parse.ts';
import { buildServer, etagMatches } from '../../server/app.ts';
import { sampleDocument } from './fixtures.ts';

const SECRET = 'SECRET-OUTSIDE-THE-BUILD';
const DOTFILE = 'SECRET-IN-A-DOTFILE';
const TOKEN = 'T'.repeat(32);

let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  // A secret beside the build, and a dotfile inside it: neither may ever be served.
  const root = mkdtempSync(join(tmpdir(), 'hardening-'));
  writeFileSync(join(root, 'secret.txt'), SECRET);
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'profil'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Accueil</title><div id="root"></div>');
  writeFileSync(join(dist, 'shell.html'), '<!doctype html><title>Portfolio</title><div id="root"></div>');
  writeFileSync(
    join(dist, 'profil', 'index.html'),
    '<!doctype html><title>Profil</title><div id="root"></div>',
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(8000))});`);
  writeFileSync(join(dist, '.env'), DOTFILE);
  app = await buildServer({
    content: checkPortfolioDocument(sampleDocument()),
    distDir: dist,
    analytics: null,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
});

afterAll(() => app.close());

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * Sends bytes exactly as written (no client-side normalisation of the path) and reads the answer until the
 * server closes. The socket stays open for writing: a half-closed client makes Node drop slow answers.
 */
function raw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${request.slice(0, 60)}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: text.slice(split + 4),
      });
    });
    socket.write(request);
  });
}

const get = (path: string, headers = '', method = 'GET') =>
  raw(`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`);

async function expectAlive() {
  const answer = await get('/api/actus');
  expect(answer.status).toBe(200);
}

describe('path traversal on the raw socket', () => {
  const attempts = [
    '/../secret.txt',
    '/../../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/.%2e/secret.txt',
    '/%252e%252e/secret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '/assets/../../secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/%00/../../secret.txt',
    '/secret.txt%00.js',
    '//../secret.txt',
    '/./../secret.txt',
    '/profil/../../secret.txt',
    '/api/../../secret.txt',
    '/.env',
    '/%2eenv',
    '/assets/../.env',
    '/assets/%2e%2e/.env',
  ];

  it.each(attempts)('%s never leaks a file outside the build or a dotfile', async (path) => {
    const answer = await get(path);
    expect(answer.status, answer.head).not.toBe(0);
    expect(answer.status, answer.head).toBeLessThan(500);
    expect(answer.body).not.toContain(SECRET);
    expect(answer.body).not.toContain(DOTFILE);
  });

  it('stays up after all of them', expectAlive);
});

describe('oversized and malformed requests', () => {
  it.each([
    ['a 20 kB URL', () => get(`/${'a'.repeat(20_000)}`)],
    ['a 100 kB URL under /api', () => get(`/api/${'a'.repeat(100_000)}`)],
    ['a 20 kB header', () => get('/', `X-Big: ${'b'.repeat(20_000)}\r\n`)],
    [
      '400 headers',
      () => get('/', Array.from({ length: 400 }, (_, i) => `X-H${i}: ${'h'.repeat(40)}\r\n`).join('')),
    ],
    ['a 20 kB cookie', () => get('/api/portfolio', `Cookie: XSRF-TOKEN=${'c'.repeat(20_000)}\r\n`)],
  ] as const)('%s is refused with 4xx (414/431), not a crash', async (_name, send) => {
    const answer = await send();
    expect(answer.status, answer.head).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.head).toBeLessThan(500);
  });

  it.each([
    [
      'a bad Content-Length',
      `POST /api/pageviews HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: abc\r\n\r\n`,
    ],
    [
      'Content-Length with Transfer-Encoding',
      `POST /api/pageviews HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    [
      'a control character in a header',
      `GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Bad: a\u0001b\r\n\r\n`,
    ],
    ['a space in the path', `GET /a b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
    ['an unknown method', `FROBNICATE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
  ])('%s gets a 400', async (_name, request) => {
    const answer = await raw(request);
    expect(answer.status, answer.head).toBe(400);
  });

  it('a body over 16 kB with a valid token gets 413', async () => {
    const body = JSON.stringify({ path: '/', viewport: 'desktop', referrer: 'r'.repeat(40_000) });
    const answer = await raw(
      `POST /api/pageviews HTTP/1.1\r\nHost: x\r\nConnection: close\r\nCookie: XSRF-TOKEN=${TOKEN}\r\n` +
        `X-XSRF-TOKEN: ${TOKEN}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(answer.status).toBe(413);
  });

  it('stays up after all of them', expectAlive);
});

describe('methods', () => {
  it.each(['PROPFIND', 'TRACE', 'OPTIONS', 'MKCOL', 'PURGE', 'SEARCH'])(
    '%s on a page and on the API answers 4xx or 2xx, never 5xx, and never echoes the request',
    async (method) => {
      for (const path of ['/', '/profil', '/api/portfolio']) {
        const answer = await get(path, `Cookie: session=${DOTFILE}\r\n`, method);
        expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
        expect(answer.body).not.toContain(DOTFILE);
      }
    },
  );

  const pageView = JSON.stringify({ path: '/profil', viewport: 'desktop' });
  const post = (path: string, headers: string) =>
    raw(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${pageView.length}\r\n${headers}\r\n${pageView}`,
    );

  it.each([
    ['no token', '/api/pageviews', ''],
    ['the cookie only', '/api/pageviews', `Cookie: XSRF-TOKEN=${TOKEN}\r\n`],
    ['the header only', '/api/pageviews', `X-XSRF-TOKEN: ${TOKEN}\r\n`],
    [
      'a different header',
      '/api/pageviews',
      `Cookie: XSRF-TOKEN=${TOKEN}\r\nX-XSRF-TOKEN: ${'U'.repeat(32)}\r\n`,
    ],
    ['a short token in both', '/api/pageviews', 'Cookie: XSRF-TOKEN=abc\r\nX-XSRF-TOKEN: abc\r\n'],
    ['a broken cookie', '/api/pageviews', `Cookie: XSRF-TOKEN=%E0%A4%A\r\nX-XSRF-TOKEN: %E0%A4%A\r\n`],
    ['an encoded path', '/%61pi/pageviews', ''],
    ['an encoded path, upper case', '/%41pi/pageviews', ''],
    ['a dot segment', '/x/../api/pageviews', ''],
    ['a page path', '/profil', ''],
  ])('a POST with %s is refused with 403', async (_name, path, headers) => {
    const answer = await post(path, headers);
    expect(answer.status, answer.head).toBe(403);
  });

  it('a POST with the matching token and cookie is accepted', async () => {
    const answer = await post('/api/pageviews', `Cookie: XSRF-TOKEN=${TOKEN}\r\nX-XSRF-TOKEN: ${TOKEN}\r\n`);
    expect(answer.status).toBe(204);
  });
});

describe('HEAD and conditional requests', () => {
  it('If-None-Match matches a listed, weak or wildcard tag, and nothing else', async () => {
    const first = await get('/api/actus');
    const etag = /^etag: (.+)$/im.exec(first.head)?.[1]?.trim() ?? '';
    expect(etag).toMatch(/^".+"$/);
    for (const header of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      expect((await get('/api/actus', `If-None-Match: ${header}\r\n`)).status, header).toBe(304);
    }
    expect((await get('/api/actus', 'If-None-Match: "other"\r\n')).status).toBe(200);
    expect(etagMatches(undefined, etag)).toBe(false);
  });

  it('HEAD answers headers without a body, also when the tag matches', async () => {
    const get200 = await get('/api/portfolio');
    const etag = /^etag: (.+)$/im.exec(get200.head)?.[1]?.trim() ?? '';
    const head = await get('/api/portfolio', '', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.head).toMatch(/^content-type: application\/json/im);
    expect((await get('/api/portfolio', `If-None-Match: ${etag}\r\n`, 'HEAD')).status).toBe(304);
    const page = await get('/profil', '', 'HEAD');
    expect(page.status).toBe(200);
    expect(page.body).toBe('');
    expect(page.head).toMatch(/^content-type: text\/html/im);
  });

  it('a compressed answer has the same tag and also revalidates', async () => {
    const br = await get('/api/portfolio', 'Accept-Encoding: br\r\n');
    expect(br.head).toMatch(/^content-encoding: br/im);
    const etag = /^etag: (.+)$/im.exec(br.head)?.[1]?.trim() ?? '';
    const again = await get('/api/portfolio', `Accept-Encoding: br\r\nIf-None-Match: ${etag}\r\n`);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('static files revalidate by ETag and by date', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    const etag = /^etag: (.+)$/im.exec(asset.head)?.[1]?.trim() ?? '';
    const modified = /^last-modified: (.+)$/im.exec(asset.head)?.[1]?.trim() ?? '';
    expect((await get('/assets/app-abc123.js', `If-None-Match: ${etag}\r\n`)).status).toBe(304);
    expect((await get('/assets/app-abc123.js', `If-Modified-Since: ${modified}\r\n`)).status).toBe(304);
    expect(
      (await get('/assets/app-abc123.js', 'If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT\r\n')).status,
    ).toBe(200);
  });
});

describe('a bounded load on loopback', () => {
  it('answers every request of a 3 s, 8-connection run with 2xx, without an error', {
    timeout: 30_000,
  }, async () => {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 8,
      duration: 3,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: [
        { method: 'GET', path: '/api/portfolio' },
        { method: 'GET', path: '/api/actus' },
        { method: 'GET', path: '/' },
        { method: 'GET', path: '/profil' },
        { method: 'GET', path: '/projects/12' },
        { method: 'GET', path: '/assets/app-abc123.js' },
      ],
    });
    console.log(
      `autocannon: ${result.requests.total} requests in ${result.duration} s, ` +
        `${result.requests.average} req/s, p99 ${result.latency.p99} ms`,
    );
    expect(result.requests.total).toBeGreaterThan(50);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result['2xx']).toBe(result.requests.total);
    await expectAlive();
  });
});
