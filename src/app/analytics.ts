// The page-view tracker: one report per route change (path, referrer, viewport class), no cookie, no
// personal data, and nothing at all under Do Not Track or Global Privacy Control.
// Provider by build-time env: the site's own server (default), Plausible (VITE_PLAUSIBLE_DOMAIN), or off.

import type { ViewportClass } from '../../scenes/contract/viewport.ts';
import { request } from '../lib/request.ts';

export interface PageViewReport {
  path: string;
  kind: 'page' | 'work';
  referrer: string;
  viewport: ViewportClass;
}

export function trackingAllowed(nav: {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}): boolean {
  return nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true;
}

const provider = import.meta.env.VITE_ANALYTICS ?? 'server';
const plausibleDomain = import.meta.env.VITE_PLAUSIBLE_DOMAIN as string | undefined;
const plausibleEndpoint =
  (import.meta.env.VITE_PLAUSIBLE_ENDPOINT as string | undefined) ?? 'https://plausible.io/api/event';

export function trackPageView(report: PageViewReport): void {
  if (provider === 'off' || !trackingAllowed(navigator as Navigator & { globalPrivacyControl?: boolean }))
    return;
  // Offline the request can only fail, and the browser logs every failed one as a console error.
  if (!navigator.onLine) return;
  const send = plausibleDomain
    ? request(plausibleEndpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: {
          name: 'pageview',
          url: `${window.location.origin}${report.path}`,
          domain: plausibleDomain,
          referrer: report.referrer || null,
          props: { viewport: report.viewport, kind: report.kind },
        },
      })
    : // The request helper adds the anti-forgery header: this call goes to the page's own origin.
      request('/api/pageviews', { method: 'POST', body: report });
  // Audience measurement must never disturb a visit: a static host without the endpoint just ignores it.
  send.catch(() => {});
}
