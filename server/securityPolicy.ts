// The site's Content-Security-Policy, shared by the Node server and the static hosts' _headers file.

/** Directives as [name, values]; no 'unsafe-inline', no 'unsafe-eval'. */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export function cspHeaderValue(extraConnect: string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) =>
      [name, ...(name === 'connect-src' ? [...values, ...extraConnect] : values)].join(' '),
    )
    .join('; ');
}

/** Headers every response carries, for the static hosts' _headers file (the Node server sets them with helmet). */
export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': cspHeaderValue(),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** A `_headers` file (Netlify, Cloudflare Pages and compatible hosts) with the same policy and caching. */
export function staticHeadersFile(): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', STATIC_SECURITY_HEADERS),
    block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    block('/sw.js', { 'Cache-Control': 'no-cache' }),
    block('/workbox-*', { 'Cache-Control': 'no-cache' }),
    block('/*.html', { 'Cache-Control': 'no-cache' }),
    // Pages answer at their bare path (the host serves profil/index.html for /profil), as on the Node server.
    ...['/', '/projects', '/projects/*', '/profil', '/contact'].map((page) =>
      block(page, { 'Cache-Control': 'no-cache' }),
    ),
    block('/api/*', { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' }),
  ].join('\n\n')}\n`;
}
