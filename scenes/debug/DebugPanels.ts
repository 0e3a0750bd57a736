// The ?debug panels: lil-gui over the mesh, lights and background mode, and stats-gl's frame-rate panel.
// Only ever loaded by a dynamic import, so neither library reaches the initial bundle.
import GUI from 'lil-gui';
import { type Ticker, UPDATE_PRIORITY } from 'pixi.js';
import Stats from 'stats-gl';
// Adopted as a constructed style sheet: the CSP forbids the <style> element lil-gui would inject.
// By path, because lil-gui's package exports do not list its stylesheet.
import guiStyles from '../../node_modules/lil-gui/dist/lil-gui.min.css?inline';
import type { AppStore, BackgroundMode } from '../../src/store/appStore.ts';
import type { BackgroundScene } from '../background/BackgroundScene.ts';
import { Disposables } from '../Disposables.ts';
import type { MeshMode } from '../math/meshWave.ts';
import type { Scene } from '../Scene.ts';
import type { Stage } from '../Stage.ts';

/** Runs before every other ticker callback, to time the whole frame. */
const FIRST = UPDATE_PRIORITY.INTERACTION + 100;
/** Runs after Pixi's own render (UPDATE_PRIORITY.LOW). */
const LAST = UPDATE_PRIORITY.UTILITY - 1;

let adoptedSheet: CSSStyleSheet | null = null;

function adoptGuiStyles() {
  if (adoptedSheet) return;
  adoptedSheet = new CSSStyleSheet();
  // The icon font is a data: URL the CSP's font-src refuses; the glyphs fall back to system fonts.
  adoptedSheet.replaceSync(guiStyles.replace(/@font-face\s*{[^}]*}/g, ''));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, adoptedSheet];
}

export class DebugPanels implements Scene {
  private readonly disposables = new Disposables();

  constructor(
    private readonly store: AppStore,
    private readonly background: BackgroundScene,
  ) {}

  mount(stage: Stage): void {
    adoptGuiStyles();
    this.mountGui();
    this.mountStats(stage);
  }

  resize(): void {}

  private mountGui() {
    const { store, background } = this;
    const { model } = background;
    const refresh = () => background.invalidate();
    const gui = new GUI({ title: 'Background (debug)', injectStyles: false, width: 280 });
    gui.domElement.classList.add('debug-gui');
    this.disposables.add(() => gui.destroy());

    const view = {
      mode: store.getState().backgroundMode as BackgroundMode,
      renderer: '',
      faces: 0,
      frameMs: 0,
    };
    gui
      .add(view, 'mode', ['dark', 'bright'])
      .name('mode')
      .onChange((mode: BackgroundMode) => store.getState().setBackgroundMode(mode));
    this.disposables.add(
      store.subscribe(
        (s) => s.backgroundMode,
        (mode) => {
          view.mode = mode;
          gui.controllersRecursive().forEach((c) => {
            c.updateDisplay();
          });
        },
      ),
    );
    const readout = gui.addFolder('Renderer');
    readout.add(view, 'renderer').disable().listen();
    readout.add(view, 'faces').disable().listen();
    readout.add(view, 'frameMs').name('frame (ms, CPU)').decimals(2).disable().listen();
    // Only the 2D renderer has a resolution of its own: WebGL draws into Pixi's canvas, at Pixi's.
    const scale = readout
      .add(background, 'renderScale', 0.25, 2, 0.25)
      .name('render scale (2D)')
      .onChange((value: number) => background.setRenderScale(value));
    const timer = setInterval(() => {
      view.renderer = background.stats.renderer;
      view.faces = background.stats.faces;
      view.frameMs = background.stats.frameMs;
      scale.enable(background.stats.renderer === 'canvas2d');
    }, 250);
    this.disposables.add(() => clearInterval(timer));

    const mesh = gui.addFolder('Mesh');
    const p = model.params;
    mesh.add(p, 'speed', 0, 3, 0.01).name('speed (rad/s)').onChange(refresh);
    mesh.add(p, 'xRange', 0, 0.45, 0.01).name('x wobble (cell)').onChange(refresh);
    mesh.add(p, 'yRange', 0, 0.45, 0.01).name('y wobble (cell)').onChange(refresh);
    mesh.add(p.depths, 'dark', 0, 60, 0.5).name('depth, dark (px)').onChange(refresh);
    mesh.add(p.depths, 'bright', 0, 60, 0.5).name('depth, bright (px)').onChange(refresh);

    const lights = gui.addFolder('Lights');
    lights.add(p, 'lightHeight', 20, 900, 1).name('height (px)').onChange(refresh);
    lights.add(p, 'lightLag', 0, 3, 0.05).name('lag (s)').onChange(refresh);
    lights.add(p, 'orbitRadius', 0, 600, 1).name('orbit radius (px)').onChange(refresh);
    lights.add(p, 'orbitSpeed', -2, 2, 0.01).name('orbit speed (rad/s)').onChange(refresh);

    for (const mode of ['dark', 'bright'] as const satisfies readonly MeshMode[]) {
      const palette = model.palettes[mode];
      const colours = gui.addFolder(`Colours, ${mode}`).close();
      colours.addColor(palette.material, 'ambient', 1).name('material ambient').onChange(refresh);
      colours.addColor(palette.material, 'diffuse', 1).name('material diffuse').onChange(refresh);
      palette.lights.forEach((light, index) => {
        colours
          .addColor(light, 'ambient', 1)
          .name(`light ${index + 1} ambient`)
          .onChange(refresh);
        colours
          .addColor(light, 'diffuse', 1)
          .name(`light ${index + 1} diffuse`)
          .onChange(refresh);
      });
    }
  }

  private mountStats(stage: Stage) {
    const stats = new Stats({
      trackGPU: false,
      horizontal: true,
      logsPerSecond: 4,
      samplesLog: 40,
      precision: 2,
    });
    stats.dom.classList.add('debug-stats');
    document.body.appendChild(stats.dom);
    const begin = () => stats.begin();
    const end = (_ticker: Ticker) => {
      stats.end();
      stats.update();
    };
    stage.ticker.add(begin, null, FIRST);
    stage.ticker.add(end, null, LAST);
    this.disposables.add(() => {
      stage.ticker.remove(begin, null);
      stage.ticker.remove(end, null);
      stats.dispose();
      stats.dom.remove();
    });
  }

  destroy(): void {
    this.disposables.dispose();
  }
}
