// Layout classes from the viewport width: mobile under 768 px (the spec's threshold), tablet under 1024.

export type ViewportClass = 'mobile' | 'tablet' | 'desktop';

export const MOBILE_MAX_WIDTH = 768;
export const TABLET_MAX_WIDTH = 1024;

export function viewportClass(width: number): ViewportClass {
  if (width < MOBILE_MAX_WIDTH) return 'mobile';
  if (width < TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}
