// The ring as a developer would first write it in Pixi: one Graphics cleared and redrawn every frame,
// one stroked arc per work at the current rotation.
import { Application, Graphics } from 'pixi.js';
import { type PeerWork, peerRingPlacement, RING_SPIN, ringSections } from './peerKit.ts';

export async function startPixiRing(works: readonly PeerWork[], transparent: boolean): Promise<void> {
  const app = new Application();
  await app.init({
    resizeTo: window,
    antialias: true,
    backgroundAlpha: transparent ? 0 : 1,
    background: '#090b14',
    resolution: window.devicePixelRatio,
    preference: 'webgl',
  });
  document.body.append(app.canvas);
  const sections = ringSections(works);
  const ring = new Graphics();
  app.stage.addChild(ring);
  let rotation = 0;
  app.ticker.add((ticker) => {
    rotation += (RING_SPIN * ticker.deltaMS) / 1000;
    const { cx, cy, radius, band, gap } = peerRingPlacement(app.screen.width, app.screen.height);
    ring.clear();
    for (const s of sections) {
      ring
        .moveTo(cx + radius * Math.cos(s.start + rotation), cy + radius * Math.sin(s.start + rotation))
        // A section thinner than the gap keeps a sliver (an end before the start would circle the ring).
        .arc(cx, cy, radius, s.start + rotation, s.end + rotation - Math.min(gap, (s.end - s.start) / 3))
        .stroke({ width: band, color: s.color });
    }
  });
}
