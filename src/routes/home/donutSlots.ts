// Desktop Home's donuts, page half: measures the shown project's donut slots when they may have moved and
// sends them to the DonutRow scene, which draws the donuts over them; writes the percentages it sends back.

import { Disposables } from '../../../scenes/contract/Disposables.ts';
import { wrapIndex } from '../../../scenes/contract/loopIndex.ts';
import type {
  DonutProject,
  DonutRowInput,
  DonutRowOutput,
  DonutSlot,
} from '../../../scenes/contract/scenes.ts';
import { nextFrameOnce, watchLayout } from '../../canvas/domLayout.ts';
import type { SceneBridge, SceneHandle } from '../../canvas/SceneBridge.ts';
import type { PageScene } from '../../canvas/useStageScene.ts';
import { appStore } from '../../store/index.ts';

export class DonutSlots implements PageScene {
  private readonly disposables = new Disposables();
  private readonly handle: SceneHandle<DonutRowInput>;
  /** Measures on the next frame, once (scrolls and resizes come in bursts). */
  private readonly measureSoon = nextFrameOnce(() => this.measure(), this.disposables);

  /**
   * `root`, the showcase element, holds one list `[data-donut-project="{id}"]` whose items
   * `[data-donut-slot="{i}"]` each contain a `.donut-figure` box where donut i is drawn, and a
   * `.donut-value` the growing percentage is written to.
   */
  constructor(
    bridge: SceneBridge,
    private readonly root: HTMLElement,
    private readonly projects: readonly DonutProject[],
  ) {
    this.handle = bridge.addScene(
      'donuts',
      { projects: projects.map(({ id, donuts }) => ({ id, donuts })) },
      (output) => this.receive(output),
      this.measureSoon,
    );
    watchLayout(root, this.disposables, this.measureSoon, this.measureSoon);
    this.disposables.add(appStore.subscribe((s) => s.homeIndex, this.measureSoon));
    this.measureSoon();
  }

  private receive(output: DonutRowOutput) {
    if (output.type === 'mounted') {
      this.root.dataset.scene = 'ready';
      return;
    }
    const list = this.list();
    if (list?.dataset.donutProject !== String(output.project)) return;
    const value = list.querySelectorAll('[data-donut-slot]')[output.slot]?.querySelector('.donut-value');
    if (value) value.textContent = output.text;
  }

  private list() {
    return this.root.querySelector<HTMLElement>('[data-donut-project]');
  }

  private measure() {
    const project = this.projects[wrapIndex(appStore.getState().homeIndex, this.projects.length)];
    const list = this.list();
    // React renders the new project's slots just after the store changes: wait for them.
    if (!project || list?.dataset.donutProject !== String(project.id)) {
      if (project) this.measureSoon();
      return;
    }
    const slots: DonutSlot[] = [];
    for (const slot of list.querySelectorAll('[data-donut-slot]')) {
      const figure = slot.querySelector('.donut-figure');
      if (!figure) return;
      const rect = figure.getBoundingClientRect();
      slots.push({ x: rect.left, y: rect.top, label: slot.querySelector('.donut-value') !== null });
    }
    this.handle.post({ type: 'slots', project: project.id, slots });
  }

  destroy(): void {
    this.disposables.dispose();
    this.handle.remove();
    delete this.root.dataset.scene;
  }
}
