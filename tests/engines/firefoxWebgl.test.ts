// Gecko with WebGL (Firefox ESR with a window on Xvfb, Mesa's llvmpipe): the suite again, its scenes this
// time drawn with WebGL on the worker, the path headless Firefox never takes here. Axe read the same DOM in
// the headless run.
import { launchFirefox } from './drivers/firefox.ts';
import { engineSuite } from './engineSuite.ts';

await engineSuite({
  name: 'firefox-webgl',
  launch: () => launchFirefox({ webgl: true }),
  webgl: true,
  axe: false,
  customCursor: true,
});
