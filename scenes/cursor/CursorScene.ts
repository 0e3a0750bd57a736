// The custom cursor: a ring trailing the pointer in the Pixi scene, small over interactive items, a pause sign
// when paused. The page listens to the pointer and sets the mouse state (src/canvas/cursorInput.ts); this
// scene draws what they say.
import { Container, Graphics, type Ticker, UPDATE_PRIORITY } from 'pixi.js';
import type { MouseState } from '../contract/appStore.ts';
import { Disposables } from '../contract/Disposables.ts';
import { damp } from '../math/damping.ts';
import type { SceneContext } from '../runtime/SceneContext.ts';
import type { Scene, Stage } from '../Stage.ts';

const RING_RADIUS = 18;
/** Time constants (s): the ring trails the pointer a little; its shape changes a little slower. */
const FOLLOW_LAG = 0.08;
const SHAPE_LAG = 0.12;

interface Shape {
  ringScale: number;
  ringAlpha: number;
  dotScale: number;
  dotAlpha: number;
  pauseAlpha: number;
}

const SHAPES: Record<MouseState, Shape> = {
  none: { ringScale: 1, ringAlpha: 0.75, dotScale: 0.4, dotAlpha: 0, pauseAlpha: 0 },
  'active-small': { ringScale: 0.45, ringAlpha: 0, dotScale: 1, dotAlpha: 1, pauseAlpha: 0 },
  paused: { ringScale: 1.45, ringAlpha: 0.9, dotScale: 0.4, dotAlpha: 0, pauseAlpha: 1 },
};

const TINTS = {
  dark: { ring: 0xe9ecf5, accent: 0xff8a4c },
  bright: { ring: 0x12151f, accent: 0xc2410c },
} as const;

export class CursorScene implements Scene {
  private readonly disposables = new Disposables();
  private readonly root = new Container({ eventMode: 'none', label: 'cursor' });
  private readonly ring = new Graphics().circle(0, 0, RING_RADIUS).stroke({ width: 1.5, color: 0xffffff });
  private readonly dot = new Graphics().circle(0, 0, 6).fill({ color: 0xffffff });
  private readonly pause = new Graphics()
    .roundRect(-6, -7, 4, 14, 1)
    .roundRect(2, -7, 4, 14, 1)
    .fill({ color: 0xffffff });
  private readonly shape: Shape = { ...SHAPES.none };

  private placed = false;

  constructor(private readonly context: SceneContext) {
    this.root.addChild(this.ring, this.pause, this.dot);
    this.root.alpha = 0;
  }

  mount(stage: Stage): void {
    stage.app.stage.addChild(this.root);
    this.disposables.add(
      this.context.store.subscribe(
        (s) => s.backgroundMode,
        (mode) => {
          const tints = TINTS[mode];
          this.ring.tint = tints.ring;
          this.pause.tint = tints.accent;
          this.dot.tint = tints.accent;
        },
        { fireImmediately: true },
      ),
    );
    // Before the background and every other scene.
    stage.ticker.add(this.tick, this, UPDATE_PRIORITY.INTERACTION);
    this.disposables.add(() => stage.ticker.remove(this.tick, this));
  }

  resize(): void {}

  private readonly tick = (ticker: Ticker) => {
    const state = this.context.store.getState();
    const { hoverless, pointer } = this.context.input;
    const root = this.root;
    const parent = root.parent;
    // Scenes mounted later must not cover the cursor.
    if (parent && parent.children[parent.children.length - 1] !== root) parent.addChild(root);

    const dt = Math.min(ticker.deltaMS, 100) / 1000;
    const still = state.reducedMotion;
    const visible = !hoverless && pointer.inside && pointer.type !== 'touch';
    if (!this.placed || still) {
      root.position.set(pointer.x, pointer.y);
      this.placed = pointer.inside;
    } else {
      root.position.set(damp(root.x, pointer.x, FOLLOW_LAG, dt), damp(root.y, pointer.y, FOLLOW_LAG, dt));
    }
    const lag = still ? 0 : SHAPE_LAG;
    const target = SHAPES[state.mouseState];
    const shape = this.shape;
    shape.ringScale = damp(shape.ringScale, target.ringScale, lag, dt);
    shape.ringAlpha = damp(shape.ringAlpha, target.ringAlpha, lag, dt);
    shape.dotScale = damp(shape.dotScale, target.dotScale, lag, dt);
    shape.dotAlpha = damp(shape.dotAlpha, target.dotAlpha, lag, dt);
    shape.pauseAlpha = damp(shape.pauseAlpha, target.pauseAlpha, lag, dt);
    this.ring.scale.set(shape.ringScale);
    this.ring.alpha = shape.ringAlpha;
    this.dot.scale.set(shape.dotScale);
    this.dot.alpha = shape.dotAlpha;
    this.pause.alpha = shape.pauseAlpha;
    root.alpha = damp(root.alpha, visible ? 1 : 0, lag, dt);
    root.visible = root.alpha > 0.01;
  };

  destroy(): void {
    this.disposables.dispose();
    this.root.destroy({ children: true, context: true });
  }
}
