// Tells whether a Pixi scene graph changed since the last look, so a frame with nothing new is not drawn again.
import type { Container } from 'pixi.js';

/**
 * Pixi bumps two counters on every node it would draw differently: `_didContainerChangeTick` (transform,
 * alpha, tint, visibility, blend mode, children added or removed) and `_didViewChangeTick` (texture,
 * geometry, text). Pixi's own bounds cache reads them the same way (checkChildrenDidChange): node ids
 * and counters in tree order; any difference, a node added, removed or reordered included, is a change.
 * Not seen: a texture whose source is redrawn in place (a canvas or video), which calls for Stage.invalidate.
 */
export class SceneGraphChanges {
  private seen = new Float64Array(256);
  private length = -1;
  private index = 0;
  private changed = false;

  /** True when `root` or anything under it changed since the previous call (always on the first). */
  check(root: Container): boolean {
    this.index = 0;
    this.changed = false;
    this.visit(root);
    if (this.index !== this.length) this.changed = true;
    this.length = this.index;
    return this.changed;
  }

  /** Forgets what was seen: the next check reports a change. */
  reset(): void {
    this.length = -1;
  }

  private visit(node: Container) {
    this.record(node.uid, node._didContainerChangeTick * 65_536 + (node._didViewChangeTick % 65_536));
    const children = node.children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child) this.visit(child);
    }
  }

  private record(uid: number, ticks: number) {
    const i = this.index;
    if (i + 2 > this.seen.length) {
      const grown = new Float64Array(this.seen.length * 2);
      grown.set(this.seen);
      this.seen = grown;
    }
    if (this.seen[i] !== uid || this.seen[i + 1] !== ticks) {
      this.seen[i] = uid;
      this.seen[i + 1] = ticks;
      this.changed = true;
    }
    this.index = i + 2;
  }
}
