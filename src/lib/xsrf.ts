// The anti-forgery header for the site's own server: unsafe calls copy the XSRF-TOKEN cookie, which the
// server sets, into X-XSRF-TOKEN. Only calls to the page's own origin carry it (as Angular's defaults do):
// a token sent to another origin (a Plausible endpoint, say) would hand it to a third party.

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

/**
 * Relative URLs, and absolute ones on `origin` (the page's), reach the site's own server. Without a page
 * (node), only relative URLs do.
 */
export function isSameOrigin(url: string, origin: string | undefined = globalThis.location?.origin): boolean {
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^[\\/]{2}/.test(url);
  if (relative || origin === undefined) return relative;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/**
 * `headers` with X-XSRF-TOKEN added for a call to the page's origin, when the cookie is there and the caller
 * did not set the header itself. The request helper calls it for non-GET/HEAD methods only. `cookies` is
 * document.cookie by default (injectable for tests).
 */
export function xsrfHeaders(
  url: string,
  headers: Record<string, string> = {},
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
  origin?: string,
): Record<string, string> {
  if (!isSameOrigin(url, origin)) return headers;
  const token = readCookie(cookies, XSRF_COOKIE);
  if (!token || Object.keys(headers).some((h) => h.toLowerCase() === XSRF_HEADER.toLowerCase()))
    return headers;
  return { ...headers, [XSRF_HEADER]: token };
}
