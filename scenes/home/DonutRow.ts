// Desktop Home: the shown project's donuts, drawn on the stage exactly over their DOM slots.
import { Container } from 'pixi.js';
import type { Donut } from '../../content/schema.ts';
import type { AppStore } from '../../src/store/appStore.ts';
import { Disposables } from '../Disposables.ts';
import { DESKTOP_DONUT, donutGeometry } from '../math/donutLayout.ts';
import { wrapIndex } from '../math/loopIndex.ts';
import type { Scene } from '../Scene.ts';
import type { Stage } from '../Stage.ts';
import { DonutChart } from './DonutChart.ts';
import { watchLayout } from './domLayout.ts';
import { type HomePalette, readHomePalette, watchHomePalette } from './homePalette.ts';

export interface DonutProject {
  id: number;
  donuts: readonly Donut[];
}

export interface DonutRowOptions {
  /**
   * The showcase element. It holds one list `[data-donut-project="{id}"]` whose items
   * `[data-donut-slot="{i}"]` each contain a `.donut-figure` box where donut i is drawn, and a
   * `.donut-value` the growing percentage is written to.
   */
  root: HTMLElement;
  projects: readonly DonutProject[];
  store: AppStore;
}

const geometry = donutGeometry(DESKTOP_DONUT);

export class DonutRow implements Scene {
  private readonly disposables = new Disposables();
  private readonly layer = new Container({ label: 'home-donuts' });
  private charts: DonutChart[] = [];
  private project: DonutProject | undefined;
  /** The slots must be measured again (new project, resize, scroll, reflow). */
  private dirty = true;
  /** The current project's donuts have been placed and started. */
  private started = false;
  /**
   * No project has started since the scene mounted: the one on screen was painted with its final figures
   * (the page before the scenes, prerendered or not), which its labels keep while the arcs fill.
   */
  private first = true;

  constructor(private readonly options: DonutRowOptions) {}

  mount(stage: Stage): void {
    const { root, store } = this.options;
    stage.app.stage.addChild(this.layer);
    this.layer.visible = false;
    const markDirty = () => {
      this.dirty = true;
    };
    watchLayout(root, this.disposables, markDirty, markDirty);
    const update = () => this.update();
    stage.ticker.add(update);
    this.disposables.add(() => stage.ticker.remove(update));

    this.disposables.add(
      store.subscribe(
        (s) => s.homeIndex,
        (index) => this.show(index),
        { fireImmediately: true },
      ),
    );
    this.disposables.add(watchHomePalette((palette) => this.applyPalette(palette)));
    root.dataset.scene = 'ready';
    this.disposables.add(() => {
      delete root.dataset.scene;
    });
  }

  resize(): void {
    this.dirty = true;
  }

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
    const palette = readHomePalette();
    this.charts = this.project.donuts.map((donut, order) => {
      const chart = new DonutChart(donut, geometry, palette, order);
      this.layer.addChild(chart.view);
      return chart;
    });
    this.started = false;
    this.dirty = true;
    this.layer.visible = false;
  }

  private clearCharts(): void {
    for (const chart of this.charts) chart.destroy();
    this.charts = [];
  }

  /** Ticker: measures the DOM slots when something moved them, and starts the donuts once placed. */
  private update(): void {
    if (!this.dirty || !this.project) return;
    const list = this.options.root.querySelector<HTMLElement>('[data-donut-project]');
    // React renders the new project's slots just after the store changes: wait for them.
    if (!list || list.dataset.donutProject !== String(this.project.id)) return;
    const slots = list.querySelectorAll<HTMLElement>('[data-donut-slot]');
    if (slots.length !== this.charts.length) return;
    this.dirty = false;
    slots.forEach((slot, i) => {
      const chart = this.charts[i];
      const figure = slot.querySelector('.donut-figure');
      if (!chart || !figure) return;
      const rect = figure.getBoundingClientRect();
      chart.place(rect.left, rect.top);
      if (!this.started) chart.bindLabel(labelWriter(slot), this.first);
    });
    this.layer.visible = true;
    if (!this.started) {
      this.started = true;
      this.first = false;
      const animate = !this.options.store.getState().reducedMotion;
      for (const chart of this.charts) chart.play(animate);
    }
  }
}

/** Writes a donut's growing percentage into its slot's `.donut-value` (absent for untitled donuts). */
export function labelWriter(slot: Element): ((text: string) => void) | null {
  const value = slot.querySelector('.donut-value');
  if (!value) return null;
  return (text) => {
    value.textContent = text;
  };
}
