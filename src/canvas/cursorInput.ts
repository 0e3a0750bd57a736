// The custom cursor's mouse state: what is under the pointer (small over links and buttons, or what an
// area declares), published on html[data-cursor] for tests. cursorLayer.ts shows the cursor in that state
// and hides the system cursor while it does; the runtime's CursorParts component draws its parts.
import type { MouseState } from '../../scenes/contract/appStore.ts';
import { Disposables } from '../../scenes/contract/Disposables.ts';
import { appStore } from '../store/index.ts';
import { HOVERLESS_QUERY } from './pageInputs.ts';

/** DOM items that make the cursor small: links, buttons, options; canvas items set the state themselves. */
export const INTERACTIVE_SELECTOR =
  'a[href], button:not(:disabled), [role="button"], [role="option"], [role="tab"], summary, label[for], select, input, textarea';

/** What the cursor shows, for tests and styles: html[data-cursor]. */
const cursorName = (state: MouseState) => (state === 'none' ? 'normal' : state);

export class CursorInput {
  private readonly disposables = new Disposables();
  /** The pointer is a mouse or pen on a device that can hover. */
  private enabled = false;
  /**
   * This half set 'active-small' (a DOM link or button). Leaving it, the state comes back to what the
   * area under the pointer declares (data-cursor-state, e.g. the home showcase's 'paused'), not to a
   * remembered value that another component may have cleared meanwhile.
   */
  private ownsActive = false;

  constructor() {
    const hoverless = window.matchMedia(HOVERLESS_QUERY);
    const updateEnabled = () => {
      this.enabled = !hoverless.matches;
      this.publish(appStore.getState().mouseState);
    };
    updateEnabled();
    this.disposables.listen(hoverless, 'change', updateEnabled);
    this.disposables.listen(document, 'pointerover', (event) => this.onOver(event), { passive: true });
    this.disposables.add(
      appStore.subscribe(
        (s) => s.mouseState,
        (state) => {
          if (state !== 'active-small') this.ownsActive = false;
          this.publish(state);
        },
      ),
    );
  }

  private onOver(event: PointerEvent) {
    if (event.pointerType === 'touch') return;
    const target = event.target instanceof Element ? event.target : null;
    const interactive = target?.closest(INTERACTIVE_SELECTOR) != null;
    const state = appStore.getState();
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

  destroy(): void {
    this.disposables.dispose();
    if (this.ownsActive && appStore.getState().mouseState === 'active-small') {
      appStore.getState().setMouseState('none');
    }
    delete document.documentElement.dataset.cursor;
  }
}

/** The state an area asks for while the pointer is over it ('paused' on the home showcase), else none. */
function declaredState(target: Element | null): MouseState {
  const declared = target?.closest<HTMLElement>('[data-cursor-state]')?.dataset.cursorState;
  return declared === 'paused' ? 'paused' : 'none';
}
