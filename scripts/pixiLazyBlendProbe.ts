// Vite plugin (build only): Pixi's canvas-renderer helpers probe the 2D canvas's blend modes when the module
// loads, with a getImageData read-back, although only Pixi's canvas renderer ever uses the answer. On the
// WebGL path that read-back is pure start-up cost (about 200 ms of main thread on the phone profile here,
// SwiftShader). This makes the probe, and the tint method chosen from it, run on first use instead.

import type { Plugin } from 'vite';

const MODULE = /pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]canvas[\\/]utils[\\/]canvasUtils\.mjs$/;

const EAGER_PROBE = 'canUseMultiply: canUseNewCanvasBlendModes(),';
const LAZY_PROBE = 'get canUseMultiply() { return canUseNewCanvasBlendModes(); },';
const EAGER_TINT =
  'canvasUtils.tintMethod = canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel;';
const LAZY_TINT = `let lazyTintMethod = null;
Object.defineProperty(canvasUtils, "tintMethod", {
  enumerable: true,
  configurable: true,
  get() {
    return lazyTintMethod ??= canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel;
  },
  set(value) {
    lazyTintMethod = value;
  },
});`;

/** The module's source with the probe deferred; throws when Pixi's source no longer reads as expected. */
export function deferBlendProbe(code: string): string {
  if (!code.includes(EAGER_PROBE) || !code.includes(EAGER_TINT))
    throw new Error(
      'pixiLazyBlendProbe: pixi.js canvasUtils.mjs has changed; review the patch (scripts/pixiLazyBlendProbe.ts) against it',
    );
  return code.replace(EAGER_PROBE, LAZY_PROBE).replace(EAGER_TINT, LAZY_TINT);
}

export function pixiLazyBlendProbe(): Plugin {
  return {
    name: 'pixi-lazy-blend-probe',
    apply: 'build',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      return { code: deferBlendProbe(code), map: null };
    },
  };
}
