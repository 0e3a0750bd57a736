// The stage skips a frame only when Pixi's scene graph is exactly as it was: every visible change must count.
import { describe, expect, it } from 'vitest';
import { SceneGraphChanges } from '../../scenes/SceneGraphChanges.ts';

// Pixi reads navigator as it loads, which Node 20 lacks; its scene graph itself needs no DOM.
if (!('navigator' in globalThis)) {
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
}
const { Container, Graphics, Sprite, Texture } = await import('pixi.js');

function scene() {
  const root = new Container();
  const group = new Container();
  const dot = new Graphics().circle(0, 0, 6).fill({ color: 0xffffff });
  const sprite = new Sprite(Texture.WHITE);
  group.addChild(dot, sprite);
  root.addChild(group);
  const changes = new SceneGraphChanges();
  expect(changes.check(root), 'the first look is a change').toBe(true);
  expect(changes.check(root), 'nothing happened since').toBe(false);
  return { root, group, dot, sprite, changes };
}

type Scene = ReturnType<typeof scene>;

describe('SceneGraphChanges', () => {
  it('sees nothing when nothing changed, and a value set to what it already is', () => {
    const { root, group, changes } = scene();
    group.position.set(0, 0);
    group.alpha = 1;
    expect(changes.check(root)).toBe(false);
  });

  it.each([
    ['a move deep in the tree', (s: Scene) => s.dot.position.set(3, 4)],
    ['a rotation', (s: Scene) => (s.group.rotation = 0.1)],
    ['a scale', (s: Scene) => s.sprite.scale.set(2)],
    ['alpha', (s: Scene) => (s.sprite.alpha = 0.5)],
    ['tint', (s: Scene) => (s.dot.tint = 0xff0000)],
    ['visibility', (s: Scene) => (s.group.visible = false)],
    ['a redrawn graphic', (s: Scene) => s.dot.clear().rect(0, 0, 4, 4).fill(0xffffff)],
    ['a new texture', (s: Scene) => (s.sprite.texture = Texture.EMPTY)],
    ['a child added', (s: Scene) => s.group.addChild(new Container())],
    ['a child removed', (s: Scene) => s.group.removeChild(s.sprite)],
    ['children reordered', (s: Scene) => s.group.setChildIndex(s.sprite, 0)],
    ['the root moved', (s: Scene) => s.root.position.set(40, 40)],
  ])('sees %s, once', (_name, change) => {
    const s = scene();
    change(s);
    expect(s.changes.check(s.root)).toBe(true);
    expect(s.changes.check(s.root)).toBe(false);
  });

  it('sees a subtree replaced by another of the same shape', () => {
    const { root, group, changes } = scene();
    const twin = new Container();
    twin.addChild(new Graphics(), new Sprite(Texture.WHITE));
    root.removeChild(group);
    root.addChild(twin);
    expect(changes.check(root)).toBe(true);
  });

  it('reports a change after reset, and grows past its first buffer', () => {
    const { root, changes } = scene();
    for (let i = 0; i < 500; i++) root.addChild(new Container());
    expect(changes.check(root)).toBe(true);
    expect(changes.check(root)).toBe(false);
    changes.reset();
    expect(changes.check(root)).toBe(true);
  });
});
