// Gecko (Firefox ESR, headless, so without WebGL here): the whole engine suite.
import { launchFirefox } from './drivers/firefox.ts';
import { engineSuite } from './engineSuite.ts';

await engineSuite({
  name: 'firefox',
  launch: () => launchFirefox({ webgl: false }),
  webgl: false,
  // Headless, it reports no hovering pointer: the system cursor stays.
  customCursor: false,
});
