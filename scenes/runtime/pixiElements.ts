// The Pixi classes the scene components declare (<pixiContainer>, <pixiGraphics>, <pixiSprite>), registered
// with @pixi/react once, by the runtime, before its root renders.
import { extend } from '@pixi/react';
import { Container, type DestroyOptions, Graphics, Sprite } from 'pixi.js';

/**
 * React destroys only the topmost Pixi object of a subtree it removes (its children are not its host
 * children to remove one by one), and Pixi's destroy() leaves children alive by default: the graphics of
 * a removed scene would keep their GPU buffers. A container the scenes declare destroys its children and
 * their graphics contexts too (textures stay: the scenes that make them free them).
 */
class SceneContainer extends Container {
  override destroy(options: DestroyOptions = { children: true, context: true }): void {
    super.destroy(options);
  }
}

extend({ Container: SceneContainer, Graphics, Sprite });
