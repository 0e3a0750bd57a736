// The anti-forgery header for the site's own server: non-GET calls copy the XSRF-TOKEN cookie, which the
// server sets, into X-XSRF-TOKEN. Only calls to the same origin carry it (as Angular's defaults do).

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Relative URLs are same-origin: only those carry the token. */
export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//');
}

/**
 * `headers` with X-XSRF-TOKEN added for a non-GET/HEAD call to a relative URL, when the cookie is there and
 * the caller did not set the header itself. `cookies` is document.cookie by default (injectable for tests).
 */
export function xsrfHeaders(
  url: string,
  method: string,
  headers: Record<string, string> = {},
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): Record<string, string> {
  const upper = method.toUpperCase();
  if (upper === 'GET' || upper === 'HEAD' || !isRelativeUrl(url)) return headers;
  const token = readCookie(cookies, XSRF_COOKIE);
  if (!token || Object.keys(headers).some((h) => h.toLowerCase() === XSRF_HEADER.toLowerCase()))
    return headers;
  return { ...headers, [XSRF_HEADER]: token };
}
