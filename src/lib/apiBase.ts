// Where the API lives: the site's own origin + /api, or the local server on port 8000 when the host is localhost.

export const LOCAL_API_BASE = 'http://localhost:8000/api';

export function apiBase(location: { hostname: string; origin: string }): string {
  return location.hostname === 'localhost' ? LOCAL_API_BASE : `${location.origin}/api`;
}
