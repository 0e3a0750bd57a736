// The custom cursor's page half: a small canvas above everything that shows the parts the runtime drew
// (scenes/cursor/CursorParts.tsx), moved with a CSS transform from the page's own pointer events and morphed
// to the mouse state, damped as the design wants. Its animation frames run only while the cursor moves or
// changes shape; at rest it costs nothing. While it shows, html[data-custom-cursor] hides the system cursor
// (cursor.css); where it cannot show (not drawn yet or at all, touch, forced colours) the system one stays.
import '../styles/cursor.css';
import type { MouseState } from '../../scenes/contract/appStore.ts';
import {
  CURSOR_PARTS,
  CURSOR_SHAPES,
  type CursorFromScene,
  type CursorPart,
  type CursorShape,
  type CursorToScene,
  FOLLOW_LAG,
  PART_SIZE,
  SHAPE_LAG,
} from '../../scenes/contract/cursorShapes.ts';
import { Disposables } from '../../scenes/contract/Disposables.ts';
import { damp } from '../../scenes/contract/damping.ts';
import { appStore } from '../store/index.ts';
import { HOVERLESS_QUERY, stageResolution } from './pageInputs.ts';
import type { SceneBridge, SceneHandle } from './SceneBridge.ts';

const FORCED_COLORS_QUERY = '(forced-colors: active)';
/** The layer's side (CSS px): the ring at its largest (×1.45 of PART_SIZE's 40) fits in it. */
const LAYER_SIZE = 64;
/** Closer than this (CSS px, or units of scale and opacity), the cursor has arrived and the frames stop. */
const REST_DISTANCE = 0.05;
const REST_SHAPE = 0.002;
/** The shape's keys, listed once rather than on every frame. */
const SHAPE_KEYS = Object.keys(CURSOR_SHAPES.none) as (keyof CursorShape)[];

/** Test hook (?test-hooks): the layer's animation frames so far, to check none run at rest. */
export const cursorLayerStats = { frames: 0 };

/** What the cursor shows, for tests: the layer's data-state (as html[data-cursor]). */
const stateName = (state: MouseState) => (state === 'none' ? 'normal' : state);

export class CursorLayer {
  private readonly disposables = new Disposables();
  private readonly canvas = document.createElement('canvas');
  private readonly context2d = this.canvas.getContext('2d');
  /** The line to the runtime's CursorParts scene, opened the first time this screen and pointer could show it. */
  private handle: SceneHandle<CursorToScene> | null = null;
  private parts: Record<CursorPart, ImageBitmap> | null = null;
  private hoverless: boolean;
  private forcedColors: boolean;
  private resolution = stageResolution();

  /** The pointer as last seen: not inside before it moved over the page, after it left, on touch. */
  private readonly pointer = { x: 0, y: 0, inside: false };
  /** Where the cursor is, and its shape and opacity, as the damping has them now. */
  private x = 0;
  private y = 0;
  private readonly shape: CursorShape = { ...CURSOR_SHAPES.none };
  private alpha = 0;
  /** The cursor jumps to the pointer the first time it shows, then trails it. */
  private placed = false;
  /** The shape last drawn into the canvas (null: draw on the next frame). */
  private drawn: CursorShape | null = null;
  private frame = 0;
  private lastTime = 0;
  private shown = false;

  constructor(private readonly bridge: SceneBridge) {
    const canvas = this.canvas;
    canvas.className = 'cursor-layer';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.hidden = true;
    this.sizeCanvas();
    document.body.append(canvas);

    const hoverless = window.matchMedia(HOVERLESS_QUERY);
    const forced = window.matchMedia(FORCED_COLORS_QUERY);
    this.hoverless = hoverless.matches;
    this.forcedColors = forced.matches;
    const d = this.disposables;
    d.listen(hoverless, 'change', () => {
      this.hoverless = hoverless.matches;
      this.openScene();
      this.wake();
    });
    d.listen(forced, 'change', () => {
      this.forcedColors = forced.matches;
      this.openScene();
      this.wake();
    });
    d.listen(document, 'pointermove', this.onPointer, { passive: true });
    d.listen(document, 'pointerdown', this.onPointer, { passive: true });
    d.listen(document, 'pointerout', (event) => {
      // Leaving the window: no related target.
      if (event.relatedTarget !== null) return;
      this.pointer.inside = false;
      this.wake();
    });
    // A new device pixel ratio (another screen, a zoom) changes no CSS size: the parts are drawn again.
    d.listen(window, 'resize', () => {
      const resolution = stageResolution();
      if (resolution === this.resolution) return;
      this.resolution = resolution;
      this.sizeCanvas();
      this.handle?.post({ type: 'resolution', resolution });
    });
    d.add(
      appStore.subscribe(
        (s) => s.mouseState,
        (state) => {
          canvas.dataset.state = stateName(state);
          this.wake();
        },
        { fireImmediately: true },
      ),
    );
    this.openScene();
    d.add(() => this.handle?.remove());
    d.add(() => cancelAnimationFrame(this.frame));
  }

  /** Asks the runtime for the parts, unless a touch screen or forced colours keep the system cursor. */
  private openScene() {
    if (this.handle || this.hoverless || this.forcedColors) return;
    const handle: SceneHandle<CursorToScene> = this.bridge.addScene(
      'cursor',
      { resolution: this.resolution },
      (message) => this.receive(message),
      // A runtime started again (the worker failed) got the options of the first: the density may be newer.
      () => handle.post({ type: 'resolution', resolution: this.resolution }),
    );
    this.handle = handle;
  }

  private receive(message: CursorFromScene) {
    if (message.type === 'failed') {
      this.setParts(null);
      return;
    }
    this.setParts(message.parts);
  }

  private setParts(parts: Record<CursorPart, ImageBitmap> | null) {
    if (this.parts) for (const part of CURSOR_PARTS) this.parts[part].close();
    this.parts = parts;
    this.drawn = null;
    this.wake();
  }

  private readonly onPointer = (event: PointerEvent) => {
    const pointer = this.pointer;
    pointer.x = event.clientX;
    pointer.y = event.clientY;
    pointer.inside = event.pointerType !== 'touch';
    this.wake();
  };

  /** The cursor can be drawn and this pointer and screen want it. */
  private get available(): boolean {
    return this.parts !== null && this.context2d !== null && !this.hoverless && !this.forcedColors;
  }

  /** Something changed: the frames run until the cursor rests again. */
  private wake() {
    this.updateShown();
    if (this.frame || !this.available) return;
    this.lastTime = performance.now();
    this.frame = requestAnimationFrame(this.tick);
  }

  /** The custom cursor is the pointer (the system one hidden) while a mouse or pen is over the page. */
  private updateShown() {
    const shown = this.available && this.pointer.inside;
    this.canvas.hidden = !this.available;
    if (shown === this.shown) return;
    this.shown = shown;
    const root = document.documentElement;
    if (shown) root.dataset.customCursor = '';
    else delete root.dataset.customCursor;
  }

  private readonly tick = (time: number) => {
    this.frame = 0;
    cursorLayerStats.frames++;
    if (!this.available) return;
    const dt = Math.min(Math.max(time - this.lastTime, 0), 100) / 1000;
    this.lastTime = time;
    const { pointer, shape } = this;
    const still = appStore.getState().reducedMotion;
    if (!this.placed || still) {
      this.x = pointer.x;
      this.y = pointer.y;
      this.placed = pointer.inside;
    } else {
      this.x = damp(this.x, pointer.x, FOLLOW_LAG, dt);
      this.y = damp(this.y, pointer.y, FOLLOW_LAG, dt);
    }
    const lag = still ? 0 : SHAPE_LAG;
    const target = CURSOR_SHAPES[appStore.getState().mouseState];
    let moving = Math.abs(this.x - pointer.x) > REST_DISTANCE || Math.abs(this.y - pointer.y) > REST_DISTANCE;
    for (const key of SHAPE_KEYS) {
      shape[key] = settle(damp(shape[key], target[key], lag, dt), target[key]);
      if (shape[key] !== target[key]) moving = true;
    }
    const visible = this.shown ? 1 : 0;
    this.alpha = settle(damp(this.alpha, visible, lag, dt), visible);
    if (this.alpha !== visible) moving = true;
    if (!moving) {
      this.x = pointer.x;
      this.y = pointer.y;
    }
    this.paint();
    if (moving) this.frame = requestAnimationFrame(this.tick);
  };

  /** The layer where the damping put it (transform, opacity); the canvas drawn when the shape changed. */
  private paint() {
    const style = this.canvas.style;
    style.transform = `translate3d(${this.x}px, ${this.y}px, 0)`;
    style.opacity = String(this.alpha);
    style.visibility = this.alpha > 0.01 ? '' : 'hidden';
    const drawn = this.drawn;
    const shape = this.shape;
    if (drawn && SHAPE_KEYS.every((key) => drawn[key] === shape[key])) return;
    this.drawn = { ...shape };
    const context = this.context2d;
    const parts = this.parts;
    if (!context || !parts) return;
    const { width, height } = this.canvas;
    context.clearRect(0, 0, width, height);
    const scales: Record<CursorPart, [number, number]> = {
      ring: [shape.ringScale, shape.ringAlpha],
      pause: [1, shape.pauseAlpha],
      dot: [shape.dotScale, shape.dotAlpha],
    };
    for (const part of CURSOR_PARTS) {
      const [scale, alpha] = scales[part];
      if (alpha <= 0.004 || scale <= 0) continue;
      // PART_SIZE CSS px in the canvas's pixels, scaled about the centre.
      const size = PART_SIZE * this.resolution * scale;
      context.globalAlpha = alpha;
      context.drawImage(parts[part], (width - size) / 2, (height - size) / 2, size, size);
    }
    context.globalAlpha = 1;
  }

  private sizeCanvas() {
    const side = Math.round(LAYER_SIZE * this.resolution);
    this.canvas.width = side;
    this.canvas.height = side;
    this.drawn = null;
  }

  destroy(): void {
    this.disposables.dispose();
    this.setParts(null);
    this.canvas.remove();
    delete document.documentElement.dataset.customCursor;
  }
}

/** Snaps a damped value onto its target once the difference can no longer be seen. */
function settle(value: number, target: number): number {
  return Math.abs(value - target) < REST_SHAPE ? target : value;
}
