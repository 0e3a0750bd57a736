// Peer of the full page: both naive layers stacked, the three.js background under the naive Pixi ring.

import { startPixiRing } from './naivePixiRing.ts';
import { startThreeBackground } from './naiveThreeBackground.ts';
import { markReady, peerWorks } from './peerKit.ts';

startThreeBackground();
await startPixiRing(peerWorks(), true);
markReady('stack-naive');
