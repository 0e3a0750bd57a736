// Peer: the ring as an SVG of d3-shape arcs (one path per work), the group rotated every frame.
import { arc } from 'd3-shape';
import { markReady, peerRingPlacement, peerWorks, RING_SPIN, ringSections } from './peerKit.ts';

const NS = 'http://www.w3.org/2000/svg';
const svg = document.createElementNS(NS, 'svg');
svg.classList.add('layer');
svg.setAttribute('width', String(window.innerWidth));
svg.setAttribute('height', String(window.innerHeight));
const group = document.createElementNS(NS, 'g');
svg.append(group);
document.body.append(svg);

const { cx, cy, radius, band, gap } = peerRingPlacement(window.innerWidth, window.innerHeight);
const shape = arc<{ start: number; end: number }>()
  .innerRadius(radius - band / 2)
  .outerRadius(radius + band / 2)
  .startAngle((s) => s.start)
  .endAngle((s) => s.end)
  .padAngle(gap);
for (const section of ringSections(peerWorks())) {
  const path = document.createElementNS(NS, 'path');
  path.setAttribute('d', shape(section) ?? '');
  path.setAttribute('fill', section.color);
  group.append(path);
}

let last = performance.now();
let degrees = 0;
const frame = (now: number) => {
  degrees += (RING_SPIN * (now - last) * 180) / Math.PI / 1000;
  last = now;
  group.setAttribute('transform', `translate(${cx} ${cy}) rotate(${degrees})`);
  requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
markReady('ring-svg');
