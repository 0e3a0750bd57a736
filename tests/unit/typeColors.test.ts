import { describe, expect, it } from 'vitest';
import { loadPortfolioFile } from '../../content/load.ts';
import { typeColorsCss } from '../../scripts/typeColorsPlugin.ts';

describe('typeColorsCss', () => {
  it("gives every type of the content file its swatch's colour", () => {
    const { types } = loadPortfolioFile();
    const css = typeColorsCss(types);
    expect(types.length).toBeGreaterThan(0);
    for (const { id, color } of types) {
      expect(css).toContain(`.type-swatch[data-type="${id}"] { --type-color: ${color}; }`);
    }
    expect(css.trim().split('\n')).toHaveLength(types.length);
  });

  it('refuses what could break out of a rule, whatever the schema let through', () => {
    expect(() => typeColorsCss([{ id: 'web"] { x', color: '#fff' }])).toThrow(/not a slug/);
    expect(() => typeColorsCss([{ id: 'web', color: 'red; } body { x: y' }])).toThrow(/not a hex colour/);
    expect(typeColorsCss([])).toBe('');
  });
});
