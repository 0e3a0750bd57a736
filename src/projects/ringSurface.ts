// The Projects ring's page half: the DOM surface over the ring receives the pointer (the canvas lets it
// through) and tells the ring scene when the pointer is over it and where it taps, and which work the
// keyboard focus is on; the scene hit-tests the turning sections under the pointer, says when to show a
// hand, and where the hovered section and the groups are, which the overlay (ringOverlay.ts) writes.
import type { Work } from '../../content/schema.ts';
import { Disposables } from '../../scenes/contract/Disposables.ts';
import type { RingInput, RingSceneOptions } from '../../scenes/contract/scenes.ts';
import type { SceneBridge, SceneHandle } from '../canvas/SceneBridge.ts';
import type { PageScene } from '../canvas/useStageScene.ts';
import { DRAG_SLOP_PX, dragSteps, dragTravel, type Point } from '../lib/ringDrag.ts';
import { appStore } from '../store/index.ts';
import { type RingNames, RingOverlay } from './ringOverlay.ts';
import { chooseWork, stepSelection } from './selection.ts';

export class RingSurface implements PageScene {
  private readonly disposables = new Disposables();
  private readonly handle: SceneHandle<RingInput>;
  private readonly overlay: RingOverlay;
  /** The work the keyboard focus is on, as last told to the scene. */
  private focused: number | null = null;
  /** The keyboard is on the listbox itself: its active option, the selection, is the focused work. */
  private keyboardOnList = false;

  constructor(
    bridge: SceneBridge,
    private readonly surface: HTMLElement,
    layer: HTMLElement,
    options: RingSceneOptions,
    names: RingNames,
  ) {
    this.overlay = new RingOverlay(layer, names);
    this.handle = bridge.addScene('ring', options, (output) => {
      // The ring is on screen: the CSS stand-in ring (projects.css) leaves.
      if (output.type === 'drawn') surface.dataset.scene = 'ready';
      else if (output.type === 'choose') chooseWork(output.workId);
      else {
        if (output.type === 'hover')
          surface.style.cursor = output.workId !== null && output.pointer ? 'pointer' : '';
        this.overlay.receive(output);
      }
    });
    const d = this.disposables;
    // Where the pointer is the runtime knows already (the bridge sends it once per event); here only
    // whether it is over the surface, which other elements may cover. A finger does not hover: no card.
    d.listen(surface, 'pointerenter', (event) => {
      if ((event as PointerEvent).pointerType !== 'touch') this.handle.post({ type: 'over', over: true });
    });
    d.listen(surface, 'pointerleave', () => this.handle.post({ type: 'over', over: false }));
    d.listen(surface, 'click', (event) => {
      // The end of a drag is not a tap on a section.
      if (this.dragged) {
        this.dragged = false;
        return;
      }
      const { clientX: x, clientY: y } = event as MouseEvent;
      this.handle.post({ type: 'click', x, y });
    });
    this.listenForDrags(surface, options.works);
    this.listenForFocus(surface);
  }

  /**
   * The keyboard's focus shows the card as a hover does: on an option focused in the listbox, or on the
   * listbox's active option (the selection) while the keyboard is on it, not after a mouse click.
   */
  private listenForFocus(surface: HTMLElement) {
    const d = this.disposables;
    // Each option names its work (RingListbox's data-work).
    const optionWork = (option: Element) => {
      const id = Number(option instanceof HTMLElement ? option.dataset.work : Number.NaN);
      return Number.isInteger(id) ? id : null;
    };
    const update = () => {
      const active = surface.ownerDocument.activeElement;
      let workId: number | null = null;
      if (active && active !== surface && surface.contains(active)) workId = optionWork(active);
      else if (active === surface && this.keyboardOnList) workId = appStore.getState().selectedWorkId;
      if (workId === this.focused) return;
      this.focused = workId;
      this.handle.post({ type: 'focus', workId });
    };
    d.listen(surface, 'focusin', (event) => {
      this.keyboardOnList = event.target === surface && surface.matches(':focus-visible');
      update();
    });
    d.listen(surface, 'focusout', (event) => {
      // To an option of the same listbox: its focusin follows.
      const next = (event as FocusEvent).relatedTarget;
      if (next instanceof Node && surface.contains(next)) return;
      this.keyboardOnList = false;
      update();
    });
    d.listen(surface, 'keydown', (event) => {
      if (event.target === surface && !this.keyboardOnList) {
        this.keyboardOnList = true;
        update();
      }
    });
    d.add(appStore.subscribe((s) => s.selectedWorkId, update));
  }

  /** A finger's drag in progress: where it started, and the works it has stepped so far. */
  private drag: { id: number; start: Point; steps: number } | null = null;
  private dragged = false;

  /** A touch or pen drag, across or around the ring, steps the selection as it goes. */
  private listenForDrags(surface: HTMLElement, works: readonly Work[]) {
    const d = this.disposables;
    d.listen(surface, 'pointerdown', (event) => {
      const { pointerId, pointerType, clientX: x, clientY: y } = event as PointerEvent;
      if (pointerType === 'mouse' || this.drag) return;
      this.drag = { id: pointerId, start: { x, y }, steps: 0 };
      this.dragged = false;
    });
    d.listen(
      surface,
      'pointermove',
      (event) => {
        const { pointerId, clientX: x, clientY: y } = event as PointerEvent;
        const drag = this.drag;
        if (!drag || drag.id !== pointerId) return;
        if (Math.hypot(x - drag.start.x, y - drag.start.y) > DRAG_SLOP_PX) this.dragged = true;
        const rect = surface.getBoundingClientRect();
        const centre = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
        const steps = dragSteps(dragTravel(drag.start, { x, y }, centre));
        if (steps !== drag.steps) {
          stepSelection(works, steps - drag.steps);
          drag.steps = steps;
        }
      },
      { passive: true },
    );
    const end = (event: Event) => {
      if (this.drag?.id === (event as PointerEvent).pointerId) this.drag = null;
    };
    d.listen(surface, 'pointerup', end);
    d.listen(surface, 'pointercancel', end);
  }

  destroy(): void {
    this.disposables.dispose();
    this.handle.remove();
    this.overlay.destroy();
    this.surface.style.cursor = '';
    delete this.surface.dataset.scene;
  }
}
