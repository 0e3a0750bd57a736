import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferBlendProbe } from '../../scripts/pixiLazyBlendProbe.ts';

// The installed Pixi's own module, as the build transforms it.
const pixiDir = join(import.meta.dirname, '../../node_modules/pixi.js');
const source = readFileSync(join(pixiDir, 'lib/rendering/renderers/canvas/utils/canvasUtils.mjs'), 'utf8');

describe('deferBlendProbe', () => {
  it('leaves no blend-mode probe to run when the module loads', () => {
    const patched = deferBlendProbe(source);
    // The probe's only calls left are inside the getter; the tint method reads it only when asked for.
    expect(patched.match(/canUseNewCanvasBlendModes\(\)/g)).toEqual(['canUseNewCanvasBlendModes()']);
    expect(patched).toContain('get canUseMultiply() { return canUseNewCanvasBlendModes(); }');
    expect(patched).not.toMatch(/^canvasUtils\.tintMethod = /m);
    expect(patched).toMatch(/Object\.defineProperty\(canvasUtils, "tintMethod"/);
  });

  it('refuses a source it does not recognise, so a Pixi upgrade cannot slip past it', () => {
    expect(() => deferBlendProbe(source.replace('canUseMultiply: canUseNewCanvasBlendModes(),', ''))).toThrow(
      /canvasUtils\.mjs has changed/,
    );
  });

  it('chooses the same tint method as Pixi, on first use, and keeps one set later', async () => {
    // The patched object literal and accessor, evaluated with stand-ins for the module's imports.
    const patched = deferBlendProbe(source)
      .replace(/^import .*$/gm, '')
      .replace(/^export .*$/gm, '')
      .replace(/\/\/# sourceMappingURL=.*$/m, '');
    let probes = 0;
    const make = new Function(
      'Color',
      'DOMAdapter',
      'groupD8',
      'canUseNewCanvasBlendModes',
      `${patched}\nreturn canvasUtils;`,
    );
    const utils = make({}, {}, {}, () => {
      probes += 1;
      return true;
    });
    expect(probes).toBe(0);
    expect(utils.tintMethod).toBe(utils.tintWithMultiply);
    expect(probes).toBe(1);
    const custom = () => {};
    utils.tintMethod = custom;
    expect(utils.tintMethod).toBe(custom);
  });
});
