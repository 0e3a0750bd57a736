// The floor: a full-viewport WebGL canvas that only clears, every frame. No full-screen WebGL layer can
// cost less here, so it is what our background's CPU per frame is measured against.
import { markReady } from './peerKit.ts';

const canvas = document.createElement('canvas');
canvas.width = window.innerWidth;
canvas.height = window.innerHeight;
document.body.append(canvas);
const gl = canvas.getContext('webgl', { antialias: false, alpha: false });
if (!gl) throw new Error('floor: no WebGL');
const frame = (t: number) => {
  // A changing colour, so every frame really presents something new.
  gl.clearColor(0.03, 0.04, 0.08 + 0.02 * Math.sin(t / 500), 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
markReady('floor');
