// Peer: the ring as a naive Pixi Graphics redrawn every frame, ?works=N arcs.
import { startPixiRing } from './naivePixiRing.ts';
import { markReady, peerWorks } from './peerKit.ts';

await startPixiRing(peerWorks(), false);
markReady('ring-pixi');
