// Gecko (Firefox ESR, headless, so without WebGL here): the whole engine suite.
import { launchFirefox } from './drivers/firefox.ts';
import { engineSuite } from './engineSuite.ts';

await engineSuite({ name: 'firefox', launch: () => launchFirefox({ webgl: false }), webgl: false });
