// The Projects ring: every work a section in its type's colour, the selection expanded and turned to
// point at the details. The ring is drawn once per order and turned as a whole: its geometry stays on
// the GPU and a turn only changes its transform, so 500 works cost no more per frame than 30. Driven
// by the store (sort, selection, reduced motion) and by the pointer over the DOM surface that sits
// above the canvas, which the page half (src/projects/ringSurface.ts) forwards here.
import gsap from 'gsap';
import { Container, Graphics, type Ticker } from 'pixi.js';
import type { Work } from '../../content/schema.ts';
import { afterNextDraw } from '../afterNextDraw.ts';
import { Disposables } from '../contract/Disposables.ts';
import type { ReplicaStore } from '../contract/replica.ts';
import {
  FADE_SECONDS,
  HIT_INNER,
  HIT_OUTER,
  RING_RADIUS,
  type RingPlacement,
  ringPlacement,
} from '../contract/ringPlacement.ts';
import type { RingInput, RingOutput, RingSceneOptions } from '../contract/scenes.ts';
import { selectedPosition } from '../contract/selection.ts';
import { type SortKey, sortWorks } from '../contract/sortWorks.ts';
import {
  groupStarts,
  hitTestRing,
  layoutRing,
  midAngle,
  type RingLayout,
  ROTATION_SECONDS,
  ringGroups,
  rotationToCentre,
  shortestRotation,
} from '../math/ringLayout.ts';
import type { SceneChannel, SceneContext } from '../runtime/SceneContext.ts';
import type { Scene, Stage } from '../Stage.ts';
import { drawExpanded, drawHovered, drawPointer, drawRing } from './ringGraphics.ts';

export interface RingChartOptions extends Omit<RingSceneOptions, 'typeColors'> {
  store: ReplicaStore;
  typeColors: ReadonlyMap<string, string>;
  channel: SceneChannel<RingInput, RingOutput>;
}

export function createRingChart(
  options: RingSceneOptions,
  context: SceneContext,
  channel: SceneChannel<RingInput, RingOutput>,
): RingChart {
  return new RingChart({
    ...options,
    typeColors: new Map(options.typeColors),
    store: context.store,
    channel,
  });
}

const FALLBACK_COLOR = '#a3abc2';
const COLLAPSED_SCALE = 0.97;

function groupKey(work: Work, sort: SortKey): string {
  return sort === 'date' ? work.date.slice(0, 4) : work[sort];
}

export class RingChart implements Scene {
  private readonly disposables = new Disposables();
  private readonly root = new Container({ label: 'ring' });
  /** Everything that turns with the ring. */
  private readonly wheel = new Container();
  /**
   * The resting ring, drawn once per order. Kept out of Pixi's batches so its vertices are never
   * re-transformed on the CPU: turning it is a uniform. (A cached texture would cost the same CPU, but
   * a full square of texels to fill every frame, which software renderers pay dearly for.)
   */
  private readonly ring = new Graphics();
  /** Two expansions, so the previous one collapses while the new one grows. */
  private expanded = new Graphics();
  private collapsing = new Graphics();
  private readonly pointer = drawPointer(new Graphics());
  /** The section under the pointer (or the keyboard's focused work), a little brighter and wider. */
  private readonly hovered = new Graphics();

  private placement: RingPlacement | null = null;
  private order: Work[] = [];
  private colors: string[] = [];
  private layout: RingLayout = layoutRing([]);
  private sort: SortKey | null = null;
  private selected = -1;
  private fading = false;
  private hovering = false;
  /** The pointer is over the ring's DOM surface (a pointer that hovers: the page half says). */
  private pointerOver = false;
  /** The work the keyboard focus is on in the page's listbox, and its section in this order. */
  private focusWorkId: number | null = null;
  private focusIndex = -1;
  /** The section highlighted, and what the page half last heard of it and of the ring's rotation. */
  private highlighted = -1;
  private sentHover: { workId: number | null; x: number; y: number; pointer: boolean } = {
    workId: null,
    x: 0,
    y: 0,
    pointer: false,
  };
  private sentRotation = Number.NaN;

  constructor(private readonly options: RingChartOptions) {
    this.ring.context.batchMode = 'no-batch';
    this.collapsing.alpha = 0;
    this.wheel.addChild(this.ring, this.hovered, this.collapsing, this.expanded);
    this.root.addChild(this.wheel, this.pointer);
  }

  mount(stage: Stage): void {
    stage.app.stage.addChild(this.root);
    const { store, channel } = this.options;
    const d = this.disposables;
    d.add(store.subscribe((s) => s.sort, this.onSort, { fireImmediately: true }));
    d.add(store.subscribe((s) => s.selectedWorkId, this.onSelect, { fireImmediately: true }));
    d.add(store.subscribe((s) => s.reducedMotion, this.onReducedMotion));
    // Each frame asks what is under the pointer (the pointer moves, and so does the ring under a still
    // pointer) and tells the page half what changed: the hovered section and where it is, the rotation.
    // A frame where nothing changed draws and sends nothing.
    const watch = () => this.watch();
    stage.ticker.add(watch);
    d.add(() => stage.ticker.remove(watch));
    d.add(
      channel.listen((input) => {
        if (input.type === 'click') {
          const work = this.order[this.sectionAt(input.x, input.y)];
          if (work) channel.post({ type: 'choose', workId: work.id });
        } else if (input.type === 'focus') {
          this.focusWorkId = input.workId;
          this.focusIndex = this.order.findIndex((work) => work.id === input.workId);
        } else {
          this.pointerOver = input.over;
        }
      }),
    );
    afterNextDraw(stage.ticker, d, () => channel.post({ type: 'drawn' }));
    const { spin } = this.options;
    if (spin) {
      const turn = (ticker: Ticker) => {
        this.wheel.rotation += (spin * ticker.deltaMS) / 1000;
      };
      stage.ticker.add(turn);
      d.add(() => stage.ticker.remove(turn));
    }
  }

  resize(width: number, height: number): void {
    this.placement = ringPlacement(width, height);
    this.root.visible = this.placement !== null;
    if (!this.placement) return;
    const { cx, cy, scale, pointAngle } = this.placement;
    this.root.position.set(cx, cy);
    this.root.scale.set(scale);
    this.pointer.rotation = pointAngle;
  }

  destroy(): void {
    this.disposables.dispose();
    gsap.killTweensOf([this.wheel, ...this.expansionTargets()]);
    if (this.hovering) this.options.store.getState().setMouseState('none');
    // `context: true`: given any options, a Graphics keeps its own context (and its GPU buffers) otherwise.
    this.root.destroy({ children: true, context: true });
  }

  private get reducedMotion(): boolean {
    return this.options.store.getState().reducedMotion;
  }

  /** A new sort: fade out, lay the ring out again in the new order, fade in (at once without motion). */
  private readonly onSort = (sort: SortKey) => {
    if (sort === this.sort) return;
    const first = this.sort === null;
    this.sort = sort;
    gsap.killTweensOf(this.wheel, 'alpha');
    if (first || this.reducedMotion) {
      this.fading = false;
      this.wheel.alpha = 1;
      this.relayout();
      return;
    }
    // Selections made while the ring is faded out wait for the new order (see onSelect).
    this.fading = true;
    this.options.channel.post({ type: 'groups', sort, groups: null });
    gsap.to(this.wheel, {
      alpha: 0,
      duration: FADE_SECONDS,
      ease: 'power2.inOut',
      onComplete: () => {
        this.fading = false;
        this.relayout();
        gsap.to(this.wheel, { alpha: 1, duration: FADE_SECONDS, ease: 'power2.inOut' });
      },
    });
  };

  private relayout() {
    const sort = this.sort ?? 'date';
    const { works, typeColors } = this.options;
    this.order = sortWorks(works, sort);
    this.colors = this.order.map((w) => typeColors.get(w.type_id) ?? FALLBACK_COLOR);
    this.layout = layoutRing(this.order.map((w) => w.length));
    const keys = this.order.map((w) => groupKey(w, sort));
    drawRing(this.ring, this.layout, this.colors, groupStarts(keys));
    this.focusIndex = this.order.findIndex((work) => work.id === this.focusWorkId);
    this.highlighted = -1;
    this.hovered.clear();
    this.options.channel.post({
      type: 'groups',
      sort,
      groups: ringGroups(keys, this.layout).map((group) => ({
        key: group.key,
        workIds: group.sections.map((i) => this.order[i]?.id ?? -1),
        angle: group.mid,
        sweep: group.sweep,
      })),
    });
    // The new order starts from the store's selection without turning: the ring is not visible yet.
    this.selected = -1;
    this.onSelect(this.options.store.getState().selectedWorkId);
  }

  private readonly onSelect = (workId: number | null) => {
    if (this.fading || this.layout.count === 0) return; // relayout() selects once the new order is drawn
    const next = selectedPosition(this.order, workId);
    if (next === this.selected) return;
    const first = this.selected === -1;
    this.selected = next;

    // The previous expansion collapses while the new one grows.
    [this.expanded, this.collapsing] = [this.collapsing, this.expanded];
    drawExpanded(this.expanded, this.layout, next, this.colors[next] ?? FALLBACK_COLOR);
    this.wheel.addChild(this.expanded); // on top of the one collapsing
    this.pointer.tint = this.colors[next] ?? FALLBACK_COLOR;

    const target = rotationToCentre(this.layout, next, this.placement?.pointAngle ?? 0);
    gsap.killTweensOf(this.wheel, 'rotation');
    gsap.killTweensOf(this.expansionTargets());
    if (first || this.reducedMotion) {
      if (!this.options.spin) this.wheel.rotation = target;
      this.expanded.alpha = 1;
      this.expanded.scale.set(1);
      this.collapsing.alpha = 0;
      return;
    }
    const ease = 'power2.inOut';
    if (!this.options.spin) {
      gsap.to(this.wheel, {
        rotation: shortestRotation(this.wheel.rotation, target),
        duration: ROTATION_SECONDS,
        ease,
      });
    }
    this.expanded.alpha = 0;
    this.expanded.scale.set(COLLAPSED_SCALE);
    gsap.to(this.expanded, { alpha: 1, duration: ROTATION_SECONDS, ease });
    gsap.to(this.expanded.scale, { x: 1, y: 1, duration: ROTATION_SECONDS, ease });
    gsap.to(this.collapsing, { alpha: 0, duration: ROTATION_SECONDS, ease });
    gsap.to(this.collapsing.scale, {
      x: COLLAPSED_SCALE,
      y: COLLAPSED_SCALE,
      duration: ROTATION_SECONDS,
      ease,
    });
  };

  /** Motion switched off mid-animation: finish every tween at once. */
  private readonly onReducedMotion = (reduced: boolean) => {
    if (!reduced) return;
    for (const tween of gsap.getTweensOf([this.wheel, ...this.expansionTargets()])) tween.progress(1);
  };

  private expansionTargets() {
    return [this.expanded, this.collapsing, this.expanded.scale, this.collapsing.scale];
  }

  /** The section under a viewport point, or -1. */
  private sectionAt(clientX: number, clientY: number): number {
    const p = this.placement;
    if (!p || this.fading) return -1;
    const x = (clientX - p.cx) / p.scale;
    const y = (clientY - p.cy) / p.scale;
    return hitTestRing(this.layout, x, y, this.wheel.rotation, HIT_INNER, HIT_OUTER);
  }

  /** One frame's look at the pointer and the ring: highlights, and tells the page half what moved. */
  private watch() {
    const { channel, store } = this.options;
    const p = this.placement;
    const { x: px, y: py } = store.getState().pointer;
    const underPointer = this.pointerOver ? this.sectionAt(px, py) : -1;
    this.setHovering(underPointer >= 0);
    const index = underPointer >= 0 ? underPointer : this.fading ? -1 : this.focusIndex;
    if (index !== this.highlighted) {
      this.highlighted = index;
      if (index < 0) this.hovered.clear();
      else drawHovered(this.hovered, this.layout, index, this.colors[index] ?? FALLBACK_COLOR);
    }

    const work = this.order[index];
    const sent = this.sentHover;
    if (!work || !p || !this.root.visible) {
      if (sent.workId !== null) {
        this.sentHover = { workId: null, x: 0, y: 0, pointer: false };
        channel.post({ type: 'hover', workId: null });
      }
    } else {
      const angle = midAngle(this.layout, index) + this.wheel.rotation;
      const x = p.cx + Math.cos(angle) * RING_RADIUS * p.scale;
      const y = p.cy + Math.sin(angle) * RING_RADIUS * p.scale;
      const pointer = underPointer >= 0;
      if (
        sent.workId !== work.id ||
        sent.pointer !== pointer ||
        Math.abs(sent.x - x) > 0.25 ||
        Math.abs(sent.y - y) > 0.25
      ) {
        this.sentHover = { workId: work.id, x, y, pointer };
        channel.post({ type: 'hover', workId: work.id, x, y, pointer });
      }
    }

    const rotation = this.wheel.rotation;
    if (rotation !== this.sentRotation) {
      this.sentRotation = rotation;
      channel.post({ type: 'turn', rotation });
    }
  }

  private setHovering(hovering: boolean) {
    if (hovering === this.hovering) return;
    this.hovering = hovering;
    this.options.store.getState().setMouseState(hovering ? 'active-small' : 'none');
  }
}
