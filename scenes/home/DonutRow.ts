// Desktop Home: the shown project's donuts, drawn on the stage exactly over their DOM slots, which the page
// half (src/routes/home/donutSlots.ts) measures and sends; the growing percentages go back to it.
import { Container, type Ticker, UPDATE_PRIORITY } from 'pixi.js';
import { afterNextDraw } from '../afterNextDraw.ts';
import { Disposables } from '../contract/Disposables.ts';
import { DESKTOP_DONUT, donutGeometry } from '../contract/donutLayout.ts';
import { wrapIndex } from '../contract/loopIndex.ts';
import type { ReplicaStore } from '../contract/replica.ts';
import type { DonutProject, DonutRowInput, DonutRowOutput, DonutSlot } from '../contract/scenes.ts';
import type { SceneChannel, SceneContext } from '../runtime/SceneContext.ts';
import type { Scene, Stage } from '../Stage.ts';
import { DonutChart } from './DonutChart.ts';
import type { HomePalette } from './homePalette.ts';

/** What a Home scene takes: the projects, the store, the page's colours and its line to its page half. */
export interface HomeSceneOptions<In, Out> {
  projects: readonly DonutProject[];
  store: ReplicaStore;
  palette: () => HomePalette;
  onPalette: SceneContext['onPalette'];
  channel: SceneChannel<In, Out>;
}

/** A Home scene's options, from what its page half sent and what the runtime gives every scene. */
export function homeSceneOptions<In, Out>(
  sent: { projects: readonly DonutProject[] },
  context: SceneContext,
  channel: SceneChannel<In, Out>,
): HomeSceneOptions<In, Out> {
  const { store, palette, onPalette } = context;
  return { projects: sent.projects, store, palette, onPalette, channel };
}

export type DonutRowOptions = HomeSceneOptions<DonutRowInput, DonutRowOutput>;

export function createDonutRow(
  sent: { projects: readonly DonutProject[] },
  context: SceneContext,
  channel: SceneChannel<DonutRowInput, DonutRowOutput>,
): DonutRow {
  return new DonutRow(homeSceneOptions(sent, context, channel));
}

const geometry = donutGeometry(DESKTOP_DONUT);

export class DonutRow implements Scene {
  private readonly disposables = new Disposables();
  private readonly layer = new Container({ label: 'home-donuts' });
  private charts: DonutChart[] = [];
  private project: DonutProject | undefined;
  /** The latest slots the page measured, by project. */
  private readonly slots = new Map<number, DonutSlot[]>();
  /** The current project's donuts have been placed and started. */
  private started = false;
  /** The page has been told the donuts are on screen. */
  private announced = false;
  private ticker: Ticker | null = null;
  /** The stage's drawn-frame count when the figures were last sent. */
  private labelsDrawn = -1;
  /**
   * No project has started since the scene mounted: the one on screen was painted with its final figures
   * (the page before the scenes, prerendered or not), which its labels keep while the arcs fill.
   */
  private first = true;

  constructor(private readonly options: DonutRowOptions) {}

  mount(stage: Stage): void {
    const { store, channel } = this.options;
    stage.app.stage.addChild(this.layer);
    this.layer.visible = false;
    this.disposables.add(
      channel.listen((input) => {
        this.slots.set(input.project, input.slots);
        if (input.project === this.project?.id) this.place();
      }),
    );
    this.disposables.add(
      store.subscribe(
        (s) => s.homeIndex,
        (index) => this.show(index),
        { fireImmediately: true },
      ),
    );
    this.disposables.add(this.options.onPalette((palette) => this.applyPalette(palette)));
    this.ticker = stage.ticker;
    // After the stage's render (LOW): the figures of the arcs it has just drawn, never ahead of them.
    const sendLabels = () => {
      const drawn = stage.frames.drawn;
      if (drawn === this.labelsDrawn && !stage.contextLost) return;
      this.labelsDrawn = drawn;
      for (const chart of this.charts) chart.flushLabel();
    };
    stage.ticker.add(sendLabels, null, UPDATE_PRIORITY.UTILITY);
    this.disposables.add(() => stage.ticker.remove(sendLabels, null));
  }

  resize(): void {}

  destroy(): void {
    this.disposables.dispose();
    this.clearCharts();
    this.layer.destroy({ children: true, context: true });
  }

  private applyPalette(palette: HomePalette): void {
    for (const chart of this.charts) chart.setPalette(palette);
  }

  private show(index: number): void {
    const { projects } = this.options;
    this.clearCharts();
    this.project = projects[wrapIndex(index, projects.length)];
    if (!this.project) return;
    const palette = this.options.palette();
    this.charts = this.project.donuts.map((donut, order) => {
      const chart = new DonutChart(donut, geometry, palette, order);
      this.layer.addChild(chart.view);
      return chart;
    });
    this.started = false;
    this.layer.visible = false;
    // The page sends the new project's slots once React has rendered them: older measures may be stale.
    this.slots.clear();
  }

  private clearCharts(): void {
    for (const chart of this.charts) chart.destroy();
    this.charts = [];
  }

  /** Puts the donuts on their slots, and starts them the first time they are placed. */
  private place(): void {
    const project = this.project;
    const slots = project ? this.slots.get(project.id) : undefined;
    if (!project || !slots || slots.length !== this.charts.length) return;
    const { channel } = this.options;
    slots.forEach((slot, i) => {
      const chart = this.charts[i];
      if (!chart) return;
      chart.place(slot.x, slot.y);
      if (!this.started) {
        const label = slot.label
          ? (text: string) => channel.post({ type: 'label', project: project.id, slot: i, text })
          : null;
        chart.bindLabel(label, this.first);
      }
    });
    this.layer.visible = true;
    if (!this.announced && this.ticker) {
      this.announced = true;
      afterNextDraw(this.ticker, this.disposables, () => channel.post({ type: 'mounted' }));
    }
    if (!this.started) {
      this.started = true;
      this.first = false;
      const animate = !this.options.store.getState().reducedMotion;
      for (const chart of this.charts) chart.play(animate);
    }
  }
}
