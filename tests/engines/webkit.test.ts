// WebKit (WebKitGTK's MiniBrowser, under Xvfb): the whole engine suite.
import { launchWebKit } from './drivers/webkit.ts';
import { engineSuite } from './engineSuite.ts';

await engineSuite({ name: 'webkit', launch: launchWebKit, webgl: false, customCursor: true });
