import { describe, expect, it } from 'vitest';
import { commentLines, parseLinkMarkers, plainText, safeHttpsUrl } from '../../src/lib/linkMarkers.ts';

const links = (text: string) => parseLinkMarkers(text).filter((s) => s.kind === 'link');

describe('link markers', () => {
  it('turn [[https://…]] into a link showing the address', () => {
    expect(parseLinkMarkers('Voir [[https://www.atelier-hublot.fr/projets]] en ligne')).toEqual([
      { kind: 'text', text: 'Voir ' },
      { kind: 'link', href: 'https://www.atelier-hublot.fr/projets', text: 'atelier-hublot.fr/projets' },
      { kind: 'text', text: ' en ligne' },
    ]);
  });

  it('take an optional label after a pipe', () => {
    expect(links('[[https://cave-des-coteaux.fr|le site de la cave]]')).toEqual([
      { kind: 'link', href: 'https://cave-des-coteaux.fr/', text: 'le site de la cave' },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'http://exemple.fr',
    'HTTPS://exemple.fr',
    'https://user:pass@exemple.fr',
    'https://admin@exemple.fr',
    'https://xn--exmple-cua.fr',
    'https://еxemple.fr',
    '//exemple.fr',
    'https://',
    'vbscript:msgbox',
  ])('never link %s', (address) => {
    expect(links(`avant [[${address}|cliquez]] après`)).toEqual([]);
    expect(plainText(`[[${address}|cliquez]]`)).toBe('cliquez');
  });

  it('leave unclosed and nested markers as text', () => {
    expect(plainText('ouvert [[https://exemple.fr sans fin')).toBe('ouvert [[https://exemple.fr sans fin');
    const nested = parseLinkMarkers('[[ [[https://exemple.fr|ici]] ]]');
    expect(nested.filter((s) => s.kind === 'link')).toHaveLength(1);
    expect(plainText('[[ [[https://exemple.fr|ici]] ]]')).toBe('[[ ici ]]');
  });

  it('open a marker at the last two brackets of a run, the others staying text', () => {
    expect(parseLinkMarkers('voir [[[https://exemple.fr|ici]]]')).toEqual([
      { kind: 'text', text: 'voir [' },
      { kind: 'link', href: 'https://exemple.fr/', text: 'ici' },
      { kind: 'text', text: ']' },
    ]);
    expect(plainText('[[[[javascript:alert(1)|x]]')).toBe('[[x');
  });

  it('handle several markers and text without markers', () => {
    expect(links('[[https://a.fr]] et [[https://b.fr|B]]').map((l) => l.text)).toEqual(['a.fr', 'B']);
    expect(parseLinkMarkers('Aucun lien ici.')).toEqual([{ kind: 'text', text: 'Aucun lien ici.' }]);
    expect(parseLinkMarkers('')).toEqual([]);
  });

  it('stay linear on very long hostile input', () => {
    const inputs = [
      '[['.repeat(200_000),
      `${'[[https://a.fr'.repeat(50_000)}]]`,
      `[[https://${'a'.repeat(1_000_000)}.fr]]`,
    ];
    for (const input of inputs) {
      const start = performance.now();
      const segments = parseLinkMarkers(input);
      expect(performance.now() - start).toBeLessThan(2000);
      expect(segments.every((s) => s.kind === 'text' || s.href.startsWith('https://'))).toBe(true);
    }
    expect(links(`[[https://${'a'.repeat(3000)}.fr]]`)).toEqual([]);
  });

  it('validate addresses', () => {
    expect(safeHttpsUrl('https://exemple.fr/a?b=1')).toBe('https://exemple.fr/a?b=1');
    expect(safeHttpsUrl('https://exemple.fr:8443/')).toBe('https://exemple.fr:8443/');
    expect(safeHttpsUrl('https://exemple .fr')).toBeUndefined();
  });
});

describe('comment lines', () => {
  it("split on ' | '", () => {
    expect(commentLines('Vue 3 | Nuxt |  | 40 % plus rapide')).toEqual(['Vue 3', 'Nuxt', '40 % plus rapide']);
    expect(commentLines('a|b')).toEqual(['a|b']);
  });
});
