// The Home showcase's progress line (the 3.5 s cycle), drawn on the stage over its DOM track, which the page
// half (src/routes/home/progressLine.ts) measures; the countdown comes from the page too. It moves only in
// frames the stage draws anyway, unlike a CSS animation (scenes/contract/progressClock.ts says why).
import { Container, FillGradient, Graphics, UPDATE_PRIORITY } from 'pixi.js';
import { afterNextDraw } from '../afterNextDraw.ts';
import { Disposables } from '../contract/Disposables.ts';
import { lineMoves, lineProgress } from '../contract/progressClock.ts';
import type {
  Box,
  CountdownState,
  ProgressLineInput,
  ProgressLineOutput,
  ProgressLineSent,
} from '../contract/scenes.ts';
import type { SceneChannel, SceneContext } from '../runtime/SceneContext.ts';
import type { Scene, Stage } from '../Stage.ts';
import type { HomePalette } from './homePalette.ts';

/** A held countdown's fill, as the CSS line showed it. */
const HELD_ALPHA = 0.5;

export function createProgressLine(
  sent: ProgressLineSent,
  context: SceneContext,
  channel: SceneChannel<ProgressLineInput, ProgressLineOutput>,
): ProgressLine {
  return new ProgressLine(sent, context, channel);
}

export class ProgressLine implements Scene {
  private readonly disposables = new Disposables();
  private readonly layer = new Container({ label: 'showcase-progress' });
  private readonly track = new Graphics();
  /** The whole gradient, squeezed to the progress by its x scale (as the CSS fill's scaleX did). */
  private readonly fill = new Graphics();
  private gradient: FillGradient | null = null;
  private palette: HomePalette;
  private stage: Stage | null = null;
  private box: Box | null = null;
  /** The size the track and fill were last drawn at ('' after new colours): a box that only moved keeps them. */
  private drawnLook = '';
  private countdown: CountdownState = { started: false, counting: false, elapsedMs: 0 };
  private receivedAt = 0;
  private shown = 0;
  private movedAt = 0;
  private announced = false;

  constructor(
    private readonly sent: ProgressLineSent,
    context: SceneContext,
    private readonly channel: SceneChannel<ProgressLineInput, ProgressLineOutput>,
  ) {
    this.palette = context.palette();
    this.disposables.add(
      context.onPalette((palette) => {
        this.palette = palette;
        this.drawnLook = '';
        this.draw();
      }),
    );
    this.layer.addChild(this.track, this.fill);
    this.layer.visible = false;
    this.fill.scale.x = 0;
  }

  mount(stage: Stage): void {
    this.stage = stage;
    stage.app.stage.addChild(this.layer);
    this.disposables.add(this.channel.listen(this.receive));
    // After the background's update (HIGH), which says whether the mesh moved in this frame.
    stage.ticker.add(this.tick, this, UPDATE_PRIORITY.NORMAL);
    this.disposables.add(() => stage.ticker.remove(this.tick, this));
  }

  resize(): void {}

  destroy(): void {
    this.disposables.dispose();
    this.gradient?.destroy();
    this.layer.destroy({ children: true, context: true });
  }

  private readonly receive = (input: ProgressLineInput) => {
    if (input.type === 'box') {
      this.box = input.box;
      this.draw();
      return;
    }
    this.countdown = input.countdown;
    this.receivedAt = performance.now();
    // A new, held or resumed countdown shows at once: the line jumps back to 0 or dims now.
    this.fill.alpha = input.countdown.started && !input.countdown.counting ? HELD_ALPHA : 1;
    this.move(lineProgress(this.countdown, this.receivedAt, this.receivedAt, this.sent.durationMs));
  };

  private readonly tick = () => {
    const now = performance.now();
    const progress = lineProgress(this.countdown, this.receivedAt, now, this.sent.durationMs);
    const width = this.box?.width ?? 0;
    const stageDraws = this.stage?.underlayChanged ?? false;
    if (lineMoves(this.shown, progress, width, stageDraws, now - this.movedAt)) {
      this.move(progress);
      this.movedAt = now;
    }
  };

  private move(progress: number) {
    this.shown = progress;
    this.fill.scale.x = progress;
  }

  /** The track and the fill at the box's size, in the page's colours. */
  private draw() {
    const box = this.box;
    this.layer.visible = box !== null && box.width > 0 && box.height > 0;
    if (!box || !this.layer.visible) return;
    this.layer.position.set(box.x, box.y);
    const look = `${box.width}x${box.height}`;
    if (look === this.drawnLook) return;
    this.drawnLook = look;
    const [from, to] = this.palette.arcs;
    const line = this.palette.cardLine;
    this.track
      .clear()
      .roundRect(0, 0, box.width, box.height, Math.min(1, box.height / 2))
      .fill(line);
    this.gradient?.destroy();
    this.gradient = new FillGradient({
      type: 'linear',
      start: { x: 0, y: 0 },
      end: { x: 1, y: 0 },
      colorStops: [
        { offset: 0, color: from.color },
        { offset: 1, color: to.color },
      ],
      textureSpace: 'local',
    });
    this.fill.clear().rect(0, 0, box.width, box.height).fill(this.gradient);
    if (this.announced || !this.stage) return;
    this.announced = true;
    afterNextDraw(this.stage.ticker, this.disposables, () => this.channel.post({ type: 'drawn' }));
  }
}
