// The background's colours per mode: a deep blue-black surface under warm and violet lights, or light greys.

import type { MeshMode, MeshPalette } from '../contract/tunables.ts';
import { rgbFromHex } from '../math/meshWave.ts';

// Dark: ambient alone gives about #0c0e1e; the brightest face, under a light, stays under luminance
// 0.05 (about #51305c), so even the page's muted #a3abc2 text keeps 4.5:1 over every face
// (tests/unit/meshModel.test.ts): the lights stay readable behind text without a scrim.
const dark = (): MeshPalette => ({
  material: { ambient: rgbFromHex(0x171c33), diffuse: rgbFromHex(0x2b293e) },
  lights: [
    { ambient: rgbFromHex(0x4d474d), diffuse: rgbFromHex(0xff8a4c) },
    { ambient: rgbFromHex(0x383847), diffuse: rgbFromHex(0xc86bff) },
  ],
  clear: rgbFromHex(0x090b14),
});

// Bright: light greys around the page's #dfe2ea (from about #d7dae2 to near white), warmed and cooled
// a little by the lights.
const bright = (): MeshPalette => ({
  material: { ambient: rgbFromHex(0xd6d9e1), diffuse: rgbFromHex(0x18181b) },
  lights: [
    { ambient: rgbFromHex(0x808080), diffuse: rgbFromHex(0xffb38a) },
    { ambient: rgbFromHex(0x808080), diffuse: rgbFromHex(0xd7b8ff) },
  ],
  clear: rgbFromHex(0xdfe2ea),
});

/** Fresh, editable palettes (the debug panel changes them in place). */
export function createPalettes(): Record<MeshMode, MeshPalette> {
  return { dark: dark(), bright: bright() };
}
