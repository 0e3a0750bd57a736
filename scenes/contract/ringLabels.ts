// Where the ring's text goes on the page: the hover card beside a section and the sort groups' names
// inside the ring. The scene says where a section is and how far the ring has turned; the page lays its
// DOM text out with these functions (pure, in CSS pixels, y down, angles clockwise from +x).
import { BULLET_ORBIT, BULLET_RADIUS, HIT_INNER, HIT_OUTER } from './ringPlacement.ts';
import type { Box } from './scenes.ts';

const TAU = Math.PI * 2;

/** Ring units between the ring's hit band and the hover card, outside or inside. */
export const CARD_GAP = 10;
/** The groups' names stand inside the ring, this far from the centre (ring units), clear of the bullets. */
export const LABEL_RADIUS = BULLET_ORBIT - BULLET_RADIUS - 16;
/** Space kept between two group names (CSS px); closer than this, the smaller group's name is skipped. */
export const LABEL_PADDING = 6;
/** The rotations at which two names are checked against each other (every 5°). */
const ROTATION_SAMPLES = 72;

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * The box of `size` set against the circle of `radius` around `centre` at `angle`: just outside it
 * (`outward`) or just inside it. Its centre is on the ray at `angle`: outside, as far out as the box's
 * half-extent along the ray (its side or corner nearest the centre then meets the circle); inside, where
 * its corner farthest from the centre meets the circle. It touches the circle without crossing it.
 */
export function boxAgainstCircle(
  centre: Point,
  angle: number,
  radius: number,
  size: Size,
  outward: boolean,
): Box {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const extent = (Math.abs(cos) * size.width + Math.abs(sin) * size.height) / 2;
  const distance = outward
    ? radius + extent
    : Math.sqrt(Math.max(0, radius ** 2 - (size.width ** 2 + size.height ** 2) / 4 + extent ** 2)) - extent;
  return {
    x: centre.x + distance * cos - size.width / 2,
    y: centre.y + distance * sin - size.height / 2,
    width: size.width,
    height: size.height,
  };
}

export function boxInside(box: Box, bounds: Box): boolean {
  return (
    box.x >= bounds.x &&
    box.y >= bounds.y &&
    box.x + box.width <= bounds.x + bounds.width &&
    box.y + box.height <= bounds.y + bounds.height
  );
}

export function boxesOverlap(a: Box, b: Box, padding = 0): boolean {
  return (
    a.x < b.x + b.width + padding &&
    b.x < a.x + a.width + padding &&
    a.y < b.y + b.height + padding &&
    b.y < a.y + a.height + padding
  );
}

/**
 * The hover card's box for a section at `point` (on the ring, CSS px) on a ring at `centre` drawn at
 * `scale`: beside the section outside the ring when it fits in `bounds` (the viewport below the header,
 * left of the detail block), otherwise inside the ring, where there is always room, clamped to `bounds`.
 */
export function placeCard(
  point: Point,
  centre: Point,
  scale: number,
  size: Size,
  bounds: Box,
): Box & {
  outward: boolean;
} {
  const angle = Math.atan2(point.y - centre.y, point.x - centre.x);
  const outside = boxAgainstCircle(centre, angle, (HIT_OUTER + CARD_GAP) * scale, size, true);
  if (boxInside(outside, bounds)) return { ...outside, outward: true };
  const inside = boxAgainstCircle(centre, angle, (HIT_INNER - CARD_GAP) * scale, size, false);
  const x = Math.min(Math.max(inside.x, bounds.x), bounds.x + bounds.width - size.width);
  const y = Math.min(Math.max(inside.y, bounds.y), bounds.y + bounds.height - size.height);
  return { ...inside, x, y, outward: false };
}

export interface LabelCandidate extends Size {
  /** The group's mid-angle on the unturned ring. */
  angle: number;
}

/**
 * Which group names to show: taking the candidates in `priority` order (the lit group, then the larger
 * groups), a name is kept when, at every rotation of the ring, its box inside the circle of `radius`
 * stays `padding` clear of every name kept before it. The names turn with the ring, so the choice holds
 * whichever way the ring is turned: none appears or vanishes while it turns. Returns the kept indices.
 */
export function chooseLabels(
  candidates: readonly LabelCandidate[],
  priority: readonly number[],
  radius: number,
  padding = LABEL_PADDING,
): number[] {
  const origin = { x: 0, y: 0 };
  const boxes = candidates.map((label) =>
    Array.from({ length: ROTATION_SAMPLES }, (_, step) =>
      boxAgainstCircle(origin, label.angle + (step / ROTATION_SAMPLES) * TAU, radius, label, false),
    ),
  );
  const kept: number[] = [];
  for (const index of priority) {
    const mine = boxes[index];
    if (!mine || kept.includes(index)) continue;
    const clear = kept.every((other) =>
      mine.every((box, step) => {
        const theirs = boxes[other]?.[step];
        return !theirs || !boxesOverlap(box, theirs, padding);
      }),
    );
    if (clear) kept.push(index);
  }
  return kept;
}

/** The names' priority: the lit group first, then from the largest group to the smallest (ties in ring order). */
export function labelPriority(sweeps: readonly number[], lit: number): number[] {
  const order = sweeps.map((_, index) => index).sort((a, b) => (sweeps[b] ?? 0) - (sweeps[a] ?? 0) || a - b);
  return lit >= 0 && lit < sweeps.length ? [lit, ...order.filter((index) => index !== lit)] : order;
}
