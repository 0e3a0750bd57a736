// The mesh's facets keep their shape (issue 32, point 4: "a crack in the mesh"). With the model's own wobble,
// at every size the site uses, no triangle ever thins into a sliver (a thin bright or dark line across the
// mesh, the audit's crack) nor folds over its neighbour (a face turned inside out).
import { describe, expect, it } from 'vitest';
import { MeshModel } from '../../scenes/background/MeshModel.ts';
import { CANVAS_OVERFLOW, createMeshWave, meshGrid, updateMeshWave } from '../../scenes/math/meshWave.ts';
import { createRandom } from '../../scenes/math/random.ts';

/** The smallest angle a facet may have: thinner reads as a line, not a facet. */
const MIN_ANGLE_DEGREES = 12;

const SIZES = [
  { name: 'desktop 1440×900', width: 1440, height: 900, mobile: false },
  { name: 'desktop 1920×1080', width: 1920, height: 1080, mobile: false },
  { name: 'tablet 820×1180', width: 820, height: 1180, mobile: true },
  { name: 'phone 390×844', width: 390, height: 844, mobile: true },
];

function corner(ax: number, ay: number, bx: number, by: number, cx: number, cy: number) {
  const ux = bx - ax;
  const uy = by - ay;
  const vx = cx - ax;
  const vy = cy - ay;
  const cosine = (ux * vx + uy * vy) / (Math.hypot(ux, uy) * Math.hypot(vx, vy));
  return (Math.acos(Math.min(1, Math.max(-1, cosine))) * 180) / Math.PI;
}

describe('mesh facets', () => {
  for (const size of SIZES) {
    it(`${size.name}: no sliver and no fold over five minutes of motion`, () => {
      const width = size.width + CANVAS_OVERFLOW;
      const height = size.height + CANVAS_OVERFLOW;
      const grid = meshGrid(size.mobile, width, height);
      const { params } = new MeshModel(width, height, grid);
      const wave = createMeshWave(width, height, grid, createRandom(20_070_101));
      let thinnest = 180;
      let folds = 0;
      for (let t = 0; t < 300; t += 0.2) {
        updateMeshWave(wave, t, {
          xRange: params.xRange,
          yRange: params.yRange,
          depth: 0,
          speed: params.speed,
        });
        for (let f = 0; f < wave.faces.length; f += 3) {
          const [a = 0, b = 0, c = 0] = [wave.faces[f], wave.faces[f + 1], wave.faces[f + 2]];
          const [ax = 0, ay = 0, bx = 0, by = 0, cx = 0, cy = 0] = [
            wave.x[a],
            wave.y[a],
            wave.x[b],
            wave.y[b],
            wave.x[c],
            wave.y[c],
          ];
          // Faces are wound one way (y down): a face whose winding turns has folded over.
          if ((bx - ax) * (cy - ay) - (by - ay) * (cx - ax) <= 0) folds++;
          thinnest = Math.min(
            thinnest,
            corner(ax, ay, bx, by, cx, cy),
            corner(bx, by, cx, cy, ax, ay),
            corner(cx, cy, ax, ay, bx, by),
          );
        }
      }
      expect(folds).toBe(0);
      expect(thinnest).toBeGreaterThanOrEqual(MIN_ANGLE_DEGREES);
    });
  }
});
