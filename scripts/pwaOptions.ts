// The service worker and web app manifest (vite-plugin-pwa / Workbox): precached shell, network-first API.
import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { Site } from '../content/schema.ts';

/**
 * `leaveOut`: files the precache skips (filled during the build, read when the service worker is
 * generated): the scene runtime's page fallback, which loads only where a worker cannot draw.
 */
export function pwaOptions(site: Site, leaveOut: ReadonlySet<string> = new Set()): Partial<VitePWAOptions> {
  return {
    strategies: 'generateSW',
    // Registered by src/app/serviceWorker.ts once the app has been stable for 3000 ms.
    injectRegister: false,
    registerType: 'prompt',
    // Our post-build step (prerendered pages) runs first, so the precache sees the final HTML.
    integration: { closeBundleOrder: 'post' },
    manifest: {
      id: '/',
      name: `${site.owner} — ${site.role}`,
      short_name: site.owner,
      description: site.description,
      lang: 'fr',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#090b14',
      theme_color: '#090b14',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // Workbox writes sw.js after the site's maps have left dist/ (scripts/sourceMapsPlugin.ts), with a
      // sourceMappingURL to a map that would then be served: its generated code needs none.
      sourcemap: false,
      // The whole site, Pixi and three.js chunks included, so the ring and background work offline.
      globPatterns: ['**/*.{js,css,html,woff2,png,svg,webmanifest}'],
      // One page per work is for first visits and crawlers; the service worker serves the app shell.
      globIgnores: ['api/**', '**/*.map', 'projects/*/index.html', '404.html'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      manifestTransforms: [
        async (entries) => ({ manifest: entries.filter((e) => !leaveOut.has(e.url)), warnings: [] }),
      ],
      navigateFallback: '/shell.html',
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ url }) =>
            url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/pageviews'),
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: 'portfolio-api',
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                // Never cache an error page or HTML posing as the API: only a JSON object is kept.
                cacheWillUpdate: async ({ response }) => {
                  if (response?.status !== 200) return null;
                  try {
                    const body = await response.clone().json();
                    return body !== null && typeof body === 'object' && !Array.isArray(body)
                      ? response
                      : null;
                  } catch {
                    return null;
                  }
                },
              },
            ],
          },
        },
      ],
    },
  };
}
