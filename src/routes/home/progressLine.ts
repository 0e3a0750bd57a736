// The showcase's progress line, page half: measures the DOM track and reads the countdown from the DOM fill
// (React renders a new fill for each countdown, with data-started and data-running), and sends both to the
// ProgressLine scene, which draws the line in the stage's own frames. Until it has, the CSS line shows.
import { Disposables } from '../../../scenes/contract/Disposables.ts';
import { CountdownClock } from '../../../scenes/contract/progressClock.ts';
import type { ProgressLineInput } from '../../../scenes/contract/scenes.ts';
import { boxWithin, nextFrameOnce, watchLayout } from '../../canvas/domLayout.ts';
import type { SceneBridge, SceneHandle } from '../../canvas/SceneBridge.ts';
import type { PageScene } from '../../canvas/useStageScene.ts';
import { AUTO_ADVANCE_MS } from '../../lib/showcaseCycle.ts';

const FILL = '.showcase-progress-fill';
/** The viewport's top-left corner: boxes the scene places on the stage are in viewport pixels. */
const VIEWPORT = new DOMRect();

export class ProgressLineHalf implements PageScene {
  private readonly disposables = new Disposables();
  private readonly handle: SceneHandle<ProgressLineInput>;
  private readonly clock = new CountdownClock();
  private fill: Element | null = null;
  /** The box last sent: the same box is not sent again. */
  private sentBox = '';
  /** Measures on the next frame, once (scrolls and resizes come in bursts). */
  private readonly measureSoon = nextFrameOnce(() => this.measure(), this.disposables);

  /** `track` is the `.showcase-progress` element; its one child is the countdown's fill. */
  constructor(
    bridge: SceneBridge,
    private readonly track: HTMLElement,
  ) {
    this.handle = bridge.addScene(
      'progress',
      { durationMs: AUTO_ADVANCE_MS },
      (output) => {
        if (output.type === 'drawn') this.track.dataset.scene = 'ready';
      },
      () => this.resend(),
    );
    // The showcase's text above the line changes with each project: the whole showcase is watched.
    const showcase = track.closest<HTMLElement>('[data-cycle]') ?? track;
    watchLayout(showcase, this.disposables, this.measureSoon, this.measureSoon);
    const observer = new MutationObserver(() => this.readFill());
    observer.observe(track, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-started', 'data-running'],
    });
    this.disposables.add(() => observer.disconnect());
    this.readFill();
    this.measureSoon();
  }

  /** The fill React shows now: a new element is a new countdown; its attributes say whether it counts. */
  private readFill() {
    const fill = this.track.querySelector(FILL);
    const started = fill?.getAttribute('data-started') === 'true';
    const counting = fill?.getAttribute('data-running') === 'true';
    const now = performance.now();
    // React keys the fill by its countdown: a new one is the only way data-started changes.
    if (fill !== this.fill) {
      this.fill = fill;
      this.clock.restart(started, counting, now);
    } else {
      this.clock.setCounting(counting, now);
    }
    this.handle.post({ type: 'countdown', countdown: this.clock.state(now) });
  }

  /** The runtime started again: it has nothing of this line. */
  private resend() {
    this.handle.post({ type: 'countdown', countdown: this.clock.state(performance.now()) });
    this.sentBox = '';
    this.measure();
  }

  private measure() {
    const measured = boxWithin(this.track, VIEWPORT);
    const box = measured.width > 0 && measured.height > 0 ? measured : null;
    const key = JSON.stringify(box);
    if (key === this.sentBox) return;
    this.sentBox = key;
    this.handle.post({ type: 'box', box });
  }

  destroy(): void {
    this.disposables.dispose();
    this.handle.remove();
    delete this.track.dataset.scene;
  }
}
