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
