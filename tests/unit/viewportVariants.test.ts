import { describe, expect, it } from 'vitest';
import {
  mergeViewportVariants,
  NARROW_ID_SUFFIX,
  suffixIds,
  suffixRadioNames,
} from '../../scripts/viewportVariants.ts';

describe('suffixIds', () => {
  it('renames every id with the references that point at it', () => {
    const html =
      '<a class="skip-link" href="#contenu">Aller au contenu</a><main id="contenu" aria-labelledby="t s">' +
      '<h1 id="t">Projets</h1><p id="s">x</p><button aria-controls="p" aria-expanded="false">+</button>' +
      '<section id="p" aria-describedby="t"></section><label for="q">Q</label><input id="q"></main>';
    const out = suffixIds(html);
    const s = NARROW_ID_SUFFIX;
    expect(out).toContain(`href="#contenu${s}"`);
    expect(out).toContain(`id="contenu${s}" aria-labelledby="t${s} s${s}"`);
    expect(out).toContain(`aria-controls="p${s}"`);
    expect(out).toContain(`aria-describedby="t${s}"`);
    expect(out).toContain(`for="q${s}"`);
    expect(out).toContain(`<input id="q${s}">`);
    expect(out.match(/ id="[^"]*"/g)?.every((attribute) => attribute.endsWith(`${s}"`))).toBe(true);
  });

  it('leaves links to other pages, unknown references and text alone', () => {
    const html =
      '<a href="#ailleurs">#ailleurs</a><p aria-labelledby="absent">id="x"</p><a href="/projects">P</a>';
    expect(suffixIds(html)).toBe(html);
  });
});

describe('suffixRadioNames', () => {
  it("renames radio groups only, so each copy's checked radio stays checked", () => {
    const html =
      '<input type="radio" name="projects-sort" checked="" value="date"/>' +
      '<input type="radio" name="projects-sort" value="type_id"/>' +
      '<input type="email" name="email"/><p>name="projects-sort"</p>';
    expect(suffixRadioNames(html)).toBe(
      `<input type="radio" name="projects-sort${NARROW_ID_SUFFIX}" checked="" value="date"/>` +
        `<input type="radio" name="projects-sort${NARROW_ID_SUFFIX}" value="type_id"/>` +
        '<input type="email" name="email"/><p>name="projects-sort"</p>',
    );
  });
});

describe('mergeViewportVariants', () => {
  it('ships one body when both renders agree', () => {
    expect(mergeViewportVariants('<p id="a">Profil</p>', '<p id="a">Profil</p>')).toBe(
      '<p id="a">Profil</p>',
    );
  });

  it('ships both, marked for their viewport, the narrow one with its own ids', () => {
    const merged = mergeViewportVariants('<h1 id="a">Grand</h1>', '<h1 id="a">Petit</h1>');
    expect(merged).toBe(
      `<div class="prerender-variant" data-viewport="wide"><h1 id="a">Grand</h1></div>` +
        `<div class="prerender-variant" data-viewport="narrow"><h1 id="a${NARROW_ID_SUFFIX}">Petit</h1></div>`,
    );
  });
});

describe('mergeViewportVariants around <main>', () => {
  it('keeps one <main>, the shared parts once, and both copies of what differs', () => {
    const page = (title: string, body: string) =>
      `<div class="app"><a class="skip-link" href="#contenu">Aller</a><header><p>${title}</p><svg><path d="M0 0"/></svg></header>` +
      `<main id="contenu" class="main" tabindex="-1">${body}</main><p>fin<br/>!</p></div>`;
    const merged = mergeViewportVariants(
      page('projets récents', '<section id="s"><h1>Large</h1></section>'),
      page('', '<section id="s"><h1>Étroit</h1></section>'),
    );
    const wide = '<div class="prerender-variant" data-viewport="wide">';
    const narrow = '<div class="prerender-variant" data-viewport="narrow">';
    expect(merged).toBe(
      `<div class="app"><a class="skip-link" href="#contenu">Aller</a>` +
        `${wide}<header><p>projets récents</p><svg><path d="M0 0"/></svg></header></div>` +
        `${narrow}<header><p></p><svg><path d="M0 0"/></svg></header></div>` +
        `<main id="contenu" class="main" tabindex="-1">` +
        `${wide}<section id="s"><h1>Large</h1></section></div>` +
        `${narrow}<section id="s${NARROW_ID_SUFFIX}"><h1>Étroit</h1></section></div>` +
        `</main><p>fin<br/>!</p></div>`,
    );
    expect(merged.match(/<main\b/g)).toHaveLength(1);
  });
});
