// Double-submit anti-forgery token: the server sets XSRF-TOKEN, unsafe /api calls must echo it in X-XSRF-TOKEN.
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function newXsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

export function isValidToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{32}$/.test(token);
}

/** True when the header carries the same well-formed token as the cookie. */
export function xsrfMatches(cookieToken: string | undefined, headerToken: string | undefined): boolean {
  if (!isValidToken(cookieToken) || !isValidToken(headerToken)) return false;
  return timingSafeEqual(Buffer.from(cookieToken), Buffer.from(headerToken));
}

export function xsrfCookie(token: string, secure: boolean): string {
  return `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}
