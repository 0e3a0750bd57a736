import { describe, expect, it } from 'vitest';
import {
  HEADER_HEIGHT,
  POINTER_REACH,
  pageGutter,
  RING_EXTENT,
  RING_RADIUS,
  ringPlacement,
} from '../../scenes/contract/ringPlacement.ts';

describe('ring placement', () => {
  it('has no ring under 768 px (the list replaces it)', () => {
    expect(ringPlacement(390, 844)).toBeNull();
    expect(ringPlacement(767, 1024)).toBeNull();
    expect(ringPlacement(768, 1024)).not.toBeNull();
  });

  it('draws the full radius of 380 on the left half of a 1440×900 desktop, vertically centred', () => {
    const p = ringPlacement(1440, 900);
    if (!p) throw new Error('expected a ring');
    expect(p.scale).toBe(1);
    expect(p.pointAngle).toBe(0);
    expect(p.cx - RING_EXTENT).toBeGreaterThanOrEqual(0); // whole ring on screen
    expect(p.cx).toBeLessThan(720);
    expect(p.cy - RING_EXTENT).toBeGreaterThanOrEqual(HEADER_HEIGHT);
    expect(p.cy + RING_EXTENT).toBeLessThanOrEqual(900);
    // The detail block starts beyond the pointer and keeps a readable width.
    expect(p.detailsLeft).toBeGreaterThan(p.cx + POINTER_REACH);
    expect(1440 - pageGutter(1440) - p.detailsLeft).toBeGreaterThanOrEqual(440);
  });

  it('puts the ring partly off-screen at the side on a tablet, leaving the rest to the details', () => {
    const p = ringPlacement(820, 1180);
    if (!p) throw new Error('expected a ring');
    expect(p.cx - RING_EXTENT * p.scale).toBeLessThan(0);
    expect(p.cx + RING_RADIUS * p.scale).toBeGreaterThan(0); // the selected side stays visible
    expect(820 - pageGutter(820) - p.detailsLeft).toBeGreaterThanOrEqual(380);
  });

  it('shrinks the ring to fit a short viewport, and never overlaps the header', () => {
    const p = ringPlacement(1280, 640);
    if (!p) throw new Error('expected a ring');
    expect(p.scale).toBeLessThan(1);
    expect(p.cy - RING_EXTENT * p.scale).toBeGreaterThanOrEqual(HEADER_HEIGHT - 0.5);
    expect(p.cy + RING_EXTENT * p.scale).toBeLessThanOrEqual(640);
  });

  it('keeps the side margin of the stylesheet', () => {
    expect(pageGutter(390)).toBe(20);
    expect(pageGutter(1000)).toBe(40);
    expect(pageGutter(2000)).toBe(56);
  });
});
