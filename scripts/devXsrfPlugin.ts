// Development only: the page comes from Vite, not from the server that sets XSRF-TOKEN, so the first page
// view (POST /api/pageviews, proxied to the API) had no token and got a 403. Vite now sets the cookie the
// way the server does; the API only checks that cookie and header carry the same well-formed token.
import type { Plugin } from 'vite';
import { isValidToken, newXsrfToken, readCookie, XSRF_COOKIE, xsrfCookie } from '../server/xsrf.ts';

export function devXsrfPlugin(): Plugin {
  return {
    name: 'portfolio:dev-xsrf-cookie',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!isValidToken(readCookie(request.headers.cookie, XSRF_COOKIE))) {
          response.setHeader('Set-Cookie', xsrfCookie(newXsrfToken(), false));
        }
        next();
      });
    },
  };
}
