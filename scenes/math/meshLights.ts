// Where the two background lights go: a slow autopilot path without a mouse, the pointer with one.

import { damp } from './damping.ts';

export interface Point {
  x: number;
  y: number;
}

/** One light's Lissajous path, as shares of the canvas size and cycles per second. */
interface PathShape {
  amplitudeX: number;
  amplitudeY: number;
  frequencyX: number;
  frequencyY: number;
  phaseX: number;
  phaseY: number;
}

// Periods of 20 to 40 s and opposite phases: the lights drift across the screen and rarely meet.
const PATHS: readonly PathShape[] = [
  { amplitudeX: 0.38, amplitudeY: 0.32, frequencyX: 1 / 29, frequencyY: 1 / 23, phaseX: -1.2, phaseY: 0.4 },
  { amplitudeX: 0.36, amplitudeY: 0.34, frequencyX: 1 / 37, frequencyY: 1 / 31, phaseX: 2, phaseY: 2.6 },
];

export const LIGHT_COUNT = PATHS.length;

/** The largest distance from the centre the autopilot takes a light, as shares of width and height. */
export function autopilotReach(index: number): Point {
  const path = PATHS[index % PATHS.length] as PathShape;
  return { x: path.amplitudeX, y: path.amplitudeY };
}

/** Light `index`'s autopilot position at time `t` (seconds) on a width × height canvas, into `out`. */
export function autopilotPosition(
  index: number,
  t: number,
  width: number,
  height: number,
  out: Point,
): Point {
  const path = PATHS[index % PATHS.length] as PathShape;
  out.x = width * (0.5 + path.amplitudeX * Math.sin(2 * Math.PI * path.frequencyX * t + path.phaseX));
  out.y = height * (0.5 + path.amplitudeY * Math.sin(2 * Math.PI * path.frequencyY * t + path.phaseY));
  return out;
}

/**
 * Where light `index` heads for when the pointer is at (px, py): the lights circle the pointer on
 * opposite sides, `radius` pixels away, one turn every 2π / `turnSpeed` seconds.
 */
export function pointerTarget(
  index: number,
  t: number,
  px: number,
  py: number,
  radius: number,
  turnSpeed: number,
  out: Point,
): Point {
  const angle = turnSpeed * t + (index * 2 * Math.PI) / LIGHT_COUNT;
  out.x = px + radius * Math.cos(angle);
  out.y = py + radius * Math.sin(angle);
  return out;
}

/** Moves a light toward its target with a time constant of `tau` seconds (frame-rate independent). */
export function attract(light: Point, target: Point, tau: number, dt: number): void {
  light.x = damp(light.x, target.x, tau, dt);
  light.y = damp(light.y, target.y, tau, dt);
}
