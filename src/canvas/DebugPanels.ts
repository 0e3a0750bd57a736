// ?debug: the background's debug panel (lil-gui), on the page, editing the mesh that runs in the scene
// runtime: the runtime sends its tunables once, and every change goes back as a path and a value.
import GUI, { type Controller } from 'lil-gui';
import guiStyles from '../../node_modules/lil-gui/dist/lil-gui.min.css?inline';
import type { BackgroundMode } from '../../scenes/contract/appStore.ts';
import { Disposables } from '../../scenes/contract/Disposables.ts';
import type { TuneValue } from '../../scenes/contract/protocol.ts';
import type { MeshMode, MeshPalette, MeshParams } from '../../scenes/contract/tunables.ts';
import { appStore } from '../store/index.ts';
import type { SceneBridge } from './SceneBridge.ts';

/** Frame times kept for the frame-rate readout (ms). */
const FPS_WINDOW_MS = 1000;

let adoptedSheet: CSSStyleSheet | null = null;

function adoptGuiStyles() {
  if (adoptedSheet) return;
  adoptedSheet = new CSSStyleSheet();
  // The panel's own web font would need a font-src the CSP does not give: the page's fonts do.
  adoptedSheet.replaceSync(guiStyles.replace(/@font-face\s*{[^}]*}/g, ''));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, adoptedSheet];
}

export class DebugPanels {
  private readonly disposables = new Disposables();
  /** The 2D renderer's scale, as the runtime has it once its tunables arrive. */
  private readonly scale = { renderScale: 1 };
  private scaleControl: Controller | null = null;

  constructor(private readonly bridge: SceneBridge) {
    adoptGuiStyles();
    const gui = new GUI({ title: 'Background (debug)', injectStyles: false, width: 280 });
    gui.domElement.classList.add('debug-gui');
    this.disposables.add(() => gui.destroy());
    this.mountReadouts(gui);
    bridge.dev.onTunables(({ params, palettes, renderScale }) => {
      this.scale.renderScale = renderScale;
      this.scaleControl?.updateDisplay();
      this.mountTunables(gui, params, palettes);
    });
    this.disposables.add(() => {
      bridge.dev.onTunables(() => {});
      bridge.dev.onFrames(null);
    });
  }

  private mountReadouts(gui: GUI) {
    const { bridge } = this;
    const view = {
      mode: appStore.getState().backgroundMode as BackgroundMode,
      where: '',
      renderer: '',
      faces: 0,
      frameMs: 0,
      fps: 0,
      quality: '',
    };
    gui
      .add(view, 'mode', ['dark', 'bright'])
      .name('mode')
      .onChange((mode: BackgroundMode) => appStore.getState().setBackgroundMode(mode));
    this.disposables.add(
      appStore.subscribe(
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
    readout.domElement.classList.add('debug-stats');
    readout.add(view, 'where').name('scenes run in').disable().listen();
    readout.add(view, 'renderer').disable().listen();
    readout.add(view, 'faces').disable().listen();
    readout.add(view, 'fps').name('frames / s').decimals(1).disable().listen();
    readout.add(view, 'quality').name('quality step').disable().listen();
    readout.add(view, 'frameMs').name('mesh frame (ms, CPU)').decimals(2).disable().listen();
    const scaleControl = readout
      .add(this.scale, 'renderScale', 0.25, 2, 0.25)
      .name('render scale (2D)')
      .onChange((value: number) => bridge.dev.tune('renderScale', value));
    this.scaleControl = scaleControl;
    let times: number[] = [];
    bridge.dev.onFrames((batch) => {
      times.push(...batch);
      const last = times[times.length - 1] ?? 0;
      times = times.filter((time) => last - time <= FPS_WINDOW_MS);
    });
    const timer = setInterval(() => {
      const stats = window.__background;
      view.where = bridge.mode === 'worker' ? 'a worker' : 'the page';
      view.renderer = stats?.renderer ?? 'none';
      view.faces = stats?.faces ?? 0;
      view.frameMs = stats?.frameMs ?? 0;
      view.quality = stats?.quality ?? '';
      const first = times[0];
      const last = times[times.length - 1];
      view.fps =
        first !== undefined && last !== undefined && last > first
          ? ((times.length - 1) * 1000) / (last - first)
          : 0;
      scaleControl.enable(stats?.renderer === 'canvas2d');
    }, 250);
    this.disposables.add(() => clearInterval(timer));
  }

  private mountTunables(gui: GUI, params: MeshParams, palettes: Record<MeshMode, MeshPalette>) {
    const { bridge } = this;
    const tune = (path: string) => (value: TuneValue) => bridge.dev.tune(path, value);
    const mesh = gui.addFolder('Mesh');
    mesh.add(params, 'speed', 0, 3, 0.01).name('speed (rad/s)').onChange(tune('params.speed'));
    mesh.add(params, 'xRange', 0, 0.45, 0.01).name('x wobble (cell)').onChange(tune('params.xRange'));
    mesh.add(params, 'yRange', 0, 0.45, 0.01).name('y wobble (cell)').onChange(tune('params.yRange'));
    mesh.add(params.depths, 'dark', 0, 60, 0.5).name('depth, dark (px)').onChange(tune('params.depths.dark'));
    mesh
      .add(params.depths, 'bright', 0, 60, 0.5)
      .name('depth, bright (px)')
      .onChange(tune('params.depths.bright'));

    const lights = gui.addFolder('Lights');
    lights.add(params, 'lightHeight', 20, 900, 1).name('height (px)').onChange(tune('params.lightHeight'));
    lights.add(params, 'lightLag', 0, 3, 0.05).name('lag (s)').onChange(tune('params.lightLag'));
    lights
      .add(params, 'orbitRadius', 0, 600, 1)
      .name('orbit radius (px)')
      .onChange(tune('params.orbitRadius'));
    lights
      .add(params, 'orbitSpeed', -2, 2, 0.01)
      .name('orbit speed (rad/s)')
      .onChange(tune('params.orbitSpeed'));

    for (const mode of ['dark', 'bright'] as const satisfies readonly MeshMode[]) {
      const palette = palettes[mode];
      const colours = gui.addFolder(`Colours, ${mode}`).close();
      const base = `palettes.${mode}`;
      colours
        .addColor(palette.material, 'ambient', 1)
        .name('material ambient')
        .onChange(tune(`${base}.material.ambient`));
      colours
        .addColor(palette.material, 'diffuse', 1)
        .name('material diffuse')
        .onChange(tune(`${base}.material.diffuse`));
      palette.lights.forEach((light, index) => {
        colours
          .addColor(light, 'ambient', 1)
          .name(`light ${index + 1} ambient`)
          .onChange(tune(`${base}.lights.${index}.ambient`));
        colours
          .addColor(light, 'diffuse', 1)
          .name(`light ${index + 1} diffuse`)
          .onChange(tune(`${base}.lights.${index}.diffuse`));
      });
    }
  }

  destroy(): void {
    this.disposables.dispose();
  }
}
