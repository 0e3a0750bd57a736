// The import graph's rules (.dependency-cruiser.cjs) hold on the code and reject each forbidden arrow: a
// probe file per rule, written into the tree, cruised with the rest, then removed.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without types (scripts/checkImports.mjs)
import { cruiseImports } from '../../scripts/checkImports.mjs';

const root = join(import.meta.dirname, '../..');

/** Each rule and a probe that breaks it: path → content. */
const PROBES: Record<string, Record<string, string>> = {
  'scenes-never-import-src': {
    'scenes/math/zzProbeSrc.ts': "export type { DeviceInfo } from '../../src/lib/device.ts';\n",
  },
  'src-imports-only-the-contract': {
    'src/lib/zzProbeScene.ts': "export type { Scene } from '../../scenes/Stage.ts';\n",
  },
  'page-fallback-only-dynamically': {
    'src/lib/zzProbeFallback.ts': "export * from '../../scenes/runtime/page.ts';\n",
  },
  'contract-is-pure': {
    'scenes/contract/zzProbePixi.ts': "export { Graphics } from 'pixi.js';\n",
    'scenes/contract/zzProbeScenes.ts': "export { DESKTOP_GRID } from '../math/meshWave.ts';\n",
    'scenes/contract/zzProbeReact.ts': "export { useState } from 'react';\n",
  },
  'scene-math-is-pure': {
    'scenes/math/zzProbeGsap.ts': "export { default } from 'gsap';\n",
  },
  'scenes-never-import-react-dom': {
    'scenes/ring/zzProbeReactDom.ts': "export { createPortal } from 'react-dom';\n",
  },
  'pixi-react-only-in-scenes': {
    'src/lib/zzProbePixiReact.ts': "export { extend } from '@pixi/react';\n",
  },

  'no-circular': {
    'src/lib/zzProbeCircleA.ts': "export { b } from './zzProbeCircleB.ts';\nexport const a = 1;\n",
    'src/lib/zzProbeCircleB.ts': "export { a } from './zzProbeCircleA.ts';\nexport const b = 2;\n",
  },
};
const probeFiles = Object.values(PROBES).flatMap((files) => Object.keys(files));

describe('import graph', () => {
  it('holds on the code as it is', () => {
    const byRule: Map<string, string[]> = cruiseImports(root);
    expect([...byRule.keys()]).toEqual(expect.arrayContaining(Object.keys(PROBES)));
    for (const [rule, arrows] of byRule) expect({ rule, arrows }).toEqual({ rule, arrows: [] });
  }, 60_000);

  describe('with a forbidden import', () => {
    let byRule: Map<string, string[]>;
    beforeAll(() => {
      for (const files of Object.values(PROBES)) {
        for (const [path, content] of Object.entries(files)) {
          mkdirSync(dirname(join(root, path)), { recursive: true });
          writeFileSync(join(root, path), content);
        }
      }
      try {
        byRule = cruiseImports(root);
      } finally {
        for (const path of probeFiles) rmSync(join(root, path), { force: true });
      }
    }, 60_000);
    afterAll(() => {
      for (const path of probeFiles) rmSync(join(root, path), { force: true });
    });

    for (const [rule, files] of Object.entries(PROBES)) {
      it(`rejects it: ${rule}`, () => {
        const arrows = byRule.get(rule) ?? [];
        for (const path of Object.keys(files)) {
          expect(arrows.some((arrow) => arrow.split(' → ').includes(path))).toBe(true);
        }
      });
    }
  });
});
