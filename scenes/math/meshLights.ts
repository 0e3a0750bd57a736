// Where the two background lights go: a slow autopilot path without a mouse, the pointer with one.

import { damp } from '../contract/damping.ts';

export interface Point {
  x: number;
  y: number;
}

export const LIGHT_COUNT = 2;

/** The autopilot's ellipse, as shares of the canvas size, and its rhythm in seconds. */
const ORBIT_X = 0.34;
const ORBIT_Y = 0.3;
/** How much the ellipse breathes in and out (a share of its radii). */
const BREATH = 0.15;
const TURN_SECONDS = 53;
const SWAY_SECONDS = 17;
const BREATH_SECONDS = 23;

/** The largest distance from the centre the autopilot takes a light, as shares of width and height. */
export function autopilotReach(): Point {
  return { x: ORBIT_X * (1 + BREATH), y: ORBIT_Y * (1 + BREATH) };
}

/**
 * Light `index`'s autopilot position at time `t` (seconds) on a width × height canvas, into `out`.
 * The lights share one slowly turning, swaying, breathing ellipse on opposite sides of the centre:
 * they wander over the whole screen but never meet, so their glows never add up behind the text.
 */
export function autopilotPosition(
  index: number,
  t: number,
  width: number,
  height: number,
  out: Point,
): Point {
  const angle =
    (2 * Math.PI * t) / TURN_SECONDS +
    0.6 * Math.sin((2 * Math.PI * t) / SWAY_SECONDS) +
    (index * 2 * Math.PI) / LIGHT_COUNT;
  const breath = 1 + BREATH * Math.sin((2 * Math.PI * t) / BREATH_SECONDS);
  out.x = width * (0.5 + ORBIT_X * breath * Math.cos(angle));
  out.y = height * (0.5 + ORBIT_Y * breath * Math.sin(angle));
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
