// Peer: the mobile home carousel with Swiper (one slide per view, no spacing, looping, no navigation,
// pagination or scrollbar), each slide a home project with its donuts as SVG circles.
import 'swiper/css';
import Swiper from 'swiper';
import { homeProjects, markReady } from './peerKit.ts';

// The spec's mobile donut: size 72, width 60, stroke weight 4.
const DONUT = { size: 72, width: 60, weight: 4 };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function donut(title: string, value: number): string {
  const r = (DONUT.width - DONUT.weight) / 2;
  const length = 2 * Math.PI * r;
  const c = DONUT.size / 2;
  return `<figure class="donut"><svg width="${DONUT.size}" height="${DONUT.size}" viewBox="0 0 ${DONUT.size} ${DONUT.size}">
    <circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="#2a2f45" stroke-width="${DONUT.weight}"/>
    <circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="#ff8a4c" stroke-width="${DONUT.weight}"
      stroke-dasharray="${length * value} ${length}" transform="rotate(-90 ${c} ${c})"/>
    <text x="${c}" y="${c + 4}" text-anchor="middle" fill="#e9ecf5" font-size="12">${Math.round(value * 100)}</text>
  </svg><figcaption>${escapeHtml(title)}</figcaption></figure>`;
}

/** The content's link markers, [[https://…|label]], shown as their label (or address), as the site does. */
const plain = (text: string) =>
  text.replace(/\[\[(https:[^|\]]+)(?:\|([^\]]*))?\]\]/g, (_, url: string, label?: string) => label || url);

const slides = homeProjects
  .map((project) => {
    const donuts = (JSON.parse(project.home_graphs) as { title: string; value: number }[])
      .filter((d) => d.title !== '')
      .map((d) => donut(d.title, d.value))
      .join('');
    return `<div class="swiper-slide"><article>
      <h2>${escapeHtml(project.title)}</h2>
      <p>${escapeHtml(plain(project.description))}</p>
      <p class="comment">${plain(project.comment).split(' | ').map(escapeHtml).join('<br>')}</p>
      <p class="subtitle">${escapeHtml(project.subtitle)}</p>
      <div class="donuts">${donuts}</div>
    </article></div>`;
  })
  .join('');

document.body.insertAdjacentHTML(
  'beforeend',
  `<style>
    .swiper { position: fixed; inset: 64px 0 0; }
    .swiper-slide article { padding: 24px; box-sizing: border-box; height: 100%; }
    .swiper-slide h2 { font-size: 24px; margin: 0 0 12px; }
    .swiper-slide p { line-height: 1.5; }
    .comment, .subtitle { color: #9aa3bd; font-family: monospace; }
    .donuts { display: flex; gap: 12px; flex-wrap: wrap; }
    .donut { margin: 0; text-align: center; font-size: 11px; }
  </style>
  <div class="swiper"><div class="swiper-wrapper">${slides}</div></div>`,
);

const element = document.querySelector<HTMLElement>('.swiper');
if (!element) throw new Error('carousel-swiper: no container');
new Swiper(element, { slidesPerView: 1, spaceBetween: 0, loop: true });
markReady('carousel-swiper');
