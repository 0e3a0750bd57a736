// A drag on the ring (tablet, touch): how many works it steps, from a horizontal move or a move around
// the ring's centre, whichever is larger, as a swipe steps the phone carousel.

export interface Point {
  x: number;
  y: number;
}

/** The distance a drag covers per work it steps. */
export const DRAG_STEP_PX = 70;
/** Shorter moves are taps (a tap on a section selects it). */
export const DRAG_SLOP_PX = 12;

/**
 * The drag's travel in pixels: leftwards or clockwise is forwards (next work), as a swipe to the left
 * brings the next slide. Around the centre it is the arc travelled at the drag's mean radius.
 */
export function dragTravel(start: Point, now: Point, centre: Point): number {
  const horizontal = start.x - now.x;
  const a0 = Math.atan2(start.y - centre.y, start.x - centre.x);
  const a1 = Math.atan2(now.y - centre.y, now.x - centre.x);
  let turn = a1 - a0;
  if (turn > Math.PI) turn -= 2 * Math.PI;
  if (turn < -Math.PI) turn += 2 * Math.PI;
  const radius =
    (Math.hypot(start.x - centre.x, start.y - centre.y) + Math.hypot(now.x - centre.x, now.y - centre.y)) / 2;
  const around = turn * radius; // y grows downwards: a positive turn is clockwise on screen
  return Math.abs(around) > Math.abs(horizontal) ? around : horizontal;
}

/** Works stepped so far by a drag of `travel` pixels (0 until a full step). */
export function dragSteps(travel: number): number {
  return Math.trunc(travel / DRAG_STEP_PX);
}
