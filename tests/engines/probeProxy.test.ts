// The suites' instrument itself: pages come through the proxy with the probe first in <head>, and with the
// server's own headers, so the CSP the engines enforce is the site's.
import { expect, inject, test } from 'vitest';
import { PROBE_PATH, withProbe } from './setup/probeProxy.ts';

const origin = inject('origin');

test('a page comes with the probe first in its head and the CSP unchanged', async () => {
  const response = await fetch(`${origin}/projects`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<head[^>]*><script src="${PROBE_PATH}"></script>`));
  expect(html.match(/__engine-probe/g)).toHaveLength(1);
});

test('the probe is served from the same origin as a script', async () => {
  const response = await fetch(`${origin}${PROBE_PATH}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
  expect(await response.text()).toContain('__engineLog');
});

test('a page without <head> is refused rather than served without the probe', () => {
  expect(() => withProbe('<!doctype html><body></body>')).toThrow(/without <head>/);
});
