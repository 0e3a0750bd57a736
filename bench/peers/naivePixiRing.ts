// The ring as a developer would first write it in Pixi: one Graphics cleared and redrawn every frame,
// one stroked arc per work at the current rotation.
import { Application, Graphics } from 'pixi.js';
import { type PeerWork, RING_SPIN, ringPlacement, ringSections } from './peerKit.ts';

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
    const { cx, cy, radius } = ringPlacement(app.screen.width, app.screen.height);
    const thickness = radius * 0.18;
    ring.clear();
    for (const s of sections) {
      ring
        .arc(cx, cy, radius - thickness / 2, s.start + rotation, s.end + rotation - 0.004)
        .stroke({ width: thickness, color: s.color });
    }
  });
}
