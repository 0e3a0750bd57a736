// Frame-rate independent smoothing: a follower moves the same way at 30, 60 or 144 frames a second.

/**
 * Moves `current` toward `target` as a first-order lag with time constant `tau` (seconds) would in
 * `dt` seconds: after tau it has covered 63 % of the gap, it never overshoots, and two steps of dt/2
 * land exactly where one step of dt does.
 */
export function damp(current: number, target: number, tau: number, dt: number): number {
  if (tau <= 0 || dt <= 0) return dt <= 0 ? current : target;
  return target + (current - target) * Math.exp(-dt / tau);
}
