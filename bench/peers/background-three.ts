// Peer: the background alone, three.js the obvious way (see naiveThreeBackground.ts).
import { startThreeBackground } from './naiveThreeBackground.ts';
import { markReady } from './peerKit.ts';

startThreeBackground();
markReady('background-three');
