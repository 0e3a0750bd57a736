import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBase } from '../../src/lib/apiBase.ts';
import { RequestError, request } from '../../src/lib/request.ts';
import { isSameOrigin, readCookie, xsrfHeaders } from '../../src/lib/xsrf.ts';

describe('apiBase', () => {
  it('uses the local server on port 8000 when the host is localhost', () => {
    expect(apiBase({ hostname: 'localhost', origin: 'http://localhost:5173' })).toBe(
      'http://localhost:8000/api',
    );
  });
  it('uses the site origin + /api elsewhere', () => {
    expect(apiBase({ hostname: 'bastien-roussel.fr', origin: 'https://bastien-roussel.fr' })).toBe(
      'https://bastien-roussel.fr/api',
    );
    expect(apiBase({ hostname: '127.0.0.1', origin: 'http://127.0.0.1:4173' })).toBe(
      'http://127.0.0.1:4173/api',
    );
  });
});

describe('XSRF header', () => {
  const cookies = 'theme=dark; XSRF-TOKEN=abc%2D123; other=1';
  const origin = 'https://bastien-roussel.fr';
  it('reads cookies', () => {
    expect(readCookie(cookies, 'XSRF-TOKEN')).toBe('abc-123');
    expect(readCookie(cookies, 'missing')).toBeUndefined();
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBeUndefined();
  });
  it("tells the page's own origin from any other", () => {
    expect(isSameOrigin('/api/pageviews', origin)).toBe(true);
    expect(isSameOrigin('api/x', origin)).toBe(true);
    expect(isSameOrigin('https://bastien-roussel.fr/api/pageviews', origin)).toBe(true);
    expect(isSameOrigin('https://plausible.io/api/event', origin)).toBe(false);
    expect(isSameOrigin('http://bastien-roussel.fr/api', origin)).toBe(false);
    expect(isSameOrigin('https://bastien-roussel.fr.evil.example/api', origin)).toBe(false);
    expect(isSameOrigin('//evil.example/api', origin)).toBe(false);
    expect(isSameOrigin('\\\\evil.example/api', origin)).toBe(false);
    // Without a page, only relative URLs count as its own.
    expect(isSameOrigin('https://bastien-roussel.fr/api', undefined)).toBe(false);
  });
  it('adds X-XSRF-TOKEN to calls to the same origin only', () => {
    expect(xsrfHeaders('/api/pageviews', {}, cookies, origin)['X-XSRF-TOKEN']).toBe('abc-123');
    expect(xsrfHeaders(`${origin}/api/x`, {}, cookies, origin)['X-XSRF-TOKEN']).toBe('abc-123');
    expect(xsrfHeaders('https://evil.example/api', {}, cookies, origin)['X-XSRF-TOKEN']).toBeUndefined();
    expect(xsrfHeaders('//evil.example/api', {}, cookies, origin)['X-XSRF-TOKEN']).toBeUndefined();
  });
  it('keeps the headers the caller set, its own token included, and adds no token without a cookie', () => {
    expect(xsrfHeaders('/api/x', { 'x-xsrf-token': 'mine' }, cookies)).toEqual({
      'x-xsrf-token': 'mine',
    });
    expect(xsrfHeaders('/api/x', { 'Content-Type': 'text/plain' }, cookies)).toEqual({
      'Content-Type': 'text/plain',
      'X-XSRF-TOKEN': 'abc-123',
    });
    expect(xsrfHeaders('/api/x', {}, '')['X-XSRF-TOKEN']).toBeUndefined();
  });
});

describe('the request helper and the anti-forgery header', () => {
  const sent = () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }),
    );
    const headers = () => fetch.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    return { fetch, headers };
  };
  beforeEach(() => {
    // A page on the site's origin whose server has set the cookie.
    vi.stubGlobal('document', { cookie: 'theme=dark; XSRF-TOKEN=tok%3D1' });
    vi.stubGlobal('location', { origin: 'https://bastien-roussel.fr' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('adds it by itself to non-GET/HEAD calls to relative and same-origin URLs', async () => {
    for (const [url, method] of [
      ['/api/pageviews', 'POST'],
      ['api/x', 'delete'],
      ['https://bastien-roussel.fr/api/x', 'PUT'],
    ] as const) {
      const { fetch, headers } = sent();
      await request(url, { method, body: { path: '/' }, fetch });
      expect(headers()?.['X-XSRF-TOKEN'], `${method} ${url}`).toBe('tok=1');
    }
  });

  it('never sends it to another origin, nor with GET or HEAD', async () => {
    for (const [url, method] of [
      ['https://plausible.io/api/event', 'POST'],
      ['//evil.example/api', 'POST'],
      ['/api/portfolio', 'GET'],
      ['/api/portfolio', 'HEAD'],
    ] as const) {
      const { fetch, headers } = sent();
      await request(url, { method, fetch });
      expect(headers()?.['X-XSRF-TOKEN'], `${method} ${url}`).toBeUndefined();
    }
  });
});

describe('request', () => {
  const json = (body: unknown, init: ResponseInit = {}) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init });

  it('GETs JSON', async () => {
    const fetch = vi.fn(async () => json({ ok: true }));
    await expect(request('/api/x', { fetch })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('/api/x', expect.objectContaining({ method: 'GET' }));
  });

  it('sends other methods with a JSON body and the headers given', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }),
    );
    await request('/api/pageviews', {
      method: 'post',
      headers: { 'X-XSRF-TOKEN': 't' },
      body: { path: '/' },
      fetch,
    });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"path":"/"}');
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': 't',
    });
  });

  it('rejects non-2xx answers and HTML instead of JSON with a RequestError', async () => {
    await expect(request('/api/x', { fetch: async () => json({}, { status: 500 }) })).rejects.toBeInstanceOf(
      RequestError,
    );
    const html = async () =>
      new Response('<!doctype html><p>oops', { headers: { 'content-type': 'text/html' } });
    await expect(request('/api/x', { fetch: html })).rejects.toThrow(/did not answer JSON/);
  });

  it('turns a timeout into a RequestError with status 0, like a server that does not answer', async () => {
    // A fetch that never answers on its own, and rejects as the browser does when its signal fires.
    const stalled = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const error = await request('/api/portfolio', { fetch: stalled, signal: AbortSignal.timeout(20) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ status: 0, message: 'GET /api/portfolio timed out' });
  });

  it('lets other aborts through as they are', async () => {
    const controller = new AbortController();
    const stalled = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const pending = request('/api/x', { fetch: stalled, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('accepts JSON served without a JSON content type (static hosts)', async () => {
    const plain = async () =>
      new Response('{"works":[]}', { headers: { 'content-type': 'application/octet-stream' } });
    await expect(request('/api/portfolio', { fetch: plain })).resolves.toEqual({ works: [] });
  });
});
