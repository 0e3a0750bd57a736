// The custom cursor: a ring trailing the pointer in the Pixi scene, small over interactive items, a pause sign when paused.
// It also feeds the store's pointer, once per frame, for every scene that follows the mouse.
import { Container, Graphics, type Ticker, UPDATE_PRIORITY } from 'pixi.js';
import type { AppStore, MouseState } from '../../src/store/appStore.ts';
import { Disposables } from '../Disposables.ts';
import { damp } from '../math/damping.ts';
import type { Scene } from '../Scene.ts';
import type { Stage } from '../Stage.ts';

/** DOM items that make the cursor small: links, buttons, options; canvas items set the state themselves. */
export const INTERACTIVE_SELECTOR =
  'a[href], button:not(:disabled), [role="button"], [role="option"], [role="tab"], summary, label[for], select, input, textarea';

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

/** What the cursor shows, for tests and styles: html[data-cursor]. */
const cursorName = (state: MouseState) => (state === 'none' ? 'normal' : state);

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

  /** Latest pointer position from the DOM, flushed to the store once per frame. */
  private x = 0;
  private y = 0;
  private inside = false;
  private pending = false;
  /** The pointer is a mouse or pen on a device that can hover. */
  private enabled = false;
  private lastPointerType = 'mouse';
  /**
   * This scene set 'active-small' (a DOM link or button). Leaving it, the state comes back to what the
   * area under the pointer declares (data-cursor-state, e.g. the home showcase's 'paused'), not to a
   * remembered value that another component may have cleared meanwhile.
   */
  private ownsActive = false;
  private placed = false;

  constructor(private readonly store: AppStore) {
    this.root.addChild(this.ring, this.pause, this.dot);
    this.root.alpha = 0;
  }

  mount(stage: Stage): void {
    stage.app.stage.addChild(this.root);
    const { store } = this;
    const hoverless = window.matchMedia('(pointer: coarse), (hover: none)');
    const updateEnabled = () => {
      this.enabled = !hoverless.matches;
      this.publish(store.getState().mouseState);
    };
    updateEnabled();
    this.disposables.listen(hoverless, 'change', updateEnabled);

    this.disposables.listen(document, 'pointermove', (event) => this.onPointer(event), { passive: true });
    this.disposables.listen(document, 'pointerdown', (event) => this.onPointer(event), { passive: true });
    this.disposables.listen(document, 'pointerover', (event) => this.onOver(event), { passive: true });
    this.disposables.listen(document, 'pointerout', (event) => {
      // Leaving the window: no related target.
      if (event.relatedTarget === null) {
        this.inside = false;
        this.pending = true;
      }
    });

    this.disposables.add(
      store.subscribe(
        (s) => s.mouseState,
        (state) => {
          if (state !== 'active-small') this.ownsActive = false;
          this.publish(state);
        },
      ),
    );
    this.disposables.add(
      store.subscribe(
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
    // Before the background and every other scene, so they all read this frame's pointer.
    stage.ticker.add(this.tick, this, UPDATE_PRIORITY.INTERACTION);
    this.disposables.add(() => stage.ticker.remove(this.tick, this));
  }

  resize(): void {}

  private onPointer(event: PointerEvent) {
    this.lastPointerType = event.pointerType;
    this.x = event.clientX;
    this.y = event.clientY;
    this.inside = event.pointerType !== 'touch';
    this.pending = true;
  }

  private onOver(event: PointerEvent) {
    if (event.pointerType === 'touch') return;
    const target = event.target instanceof Element ? event.target : null;
    const interactive = target?.closest(INTERACTIVE_SELECTOR) != null;
    const state = this.store.getState();
    if (interactive && state.mouseState !== 'active-small') {
      state.setMouseState('active-small');
      this.ownsActive = true;
    } else if (!interactive && this.ownsActive && state.mouseState === 'active-small') {
      this.ownsActive = false;
      state.setMouseState(declaredState(target));
    }
  }

  private publish(state: MouseState) {
    const root = document.documentElement;
    if (this.enabled) root.dataset.cursor = cursorName(state);
    else delete root.dataset.cursor;
  }

  private readonly tick = (ticker: Ticker) => {
    const state = this.store.getState();
    if (this.pending) {
      // The one store update per frame, however many events arrived.
      state.setPointer(this.x, this.y, this.inside);
      this.pending = false;
    }
    const root = this.root;
    const parent = root.parent;
    // Scenes mounted later must not cover the cursor.
    if (parent && parent.children[parent.children.length - 1] !== root) parent.addChild(root);

    const dt = Math.min(ticker.deltaMS, 100) / 1000;
    const still = state.reducedMotion;
    const visible = this.enabled && this.inside && this.lastPointerType !== 'touch';
    if (!this.placed || still) {
      root.position.set(this.x, this.y);
      this.placed = this.inside;
    } else {
      root.position.set(damp(root.x, this.x, FOLLOW_LAG, dt), damp(root.y, this.y, FOLLOW_LAG, dt));
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
    if (this.ownsActive && this.store.getState().mouseState === 'active-small') {
      this.store.getState().setMouseState('none');
    }
    delete document.documentElement.dataset.cursor;
    this.root.destroy({ children: true, context: true });
  }
}

/** The state an area asks for while the pointer is over it ('paused' on the home showcase), else none. */
function declaredState(target: Element | null): MouseState {
  const declared = target?.closest<HTMLElement>('[data-cursor-state]')?.dataset.cursorState;
  return declared === 'paused' ? 'paused' : 'none';
}
