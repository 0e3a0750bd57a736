// Where the scene runtime runs and the bridge's line to it: a worker drawing on transferred canvases, or the
// page itself over a local channel. The bridge starts every runtime through a RuntimeHost, so a test can
// give it another (a runtime in node over a MessageChannel) and the bridge's own code stays the same.
import { Disposables } from '../../scenes/contract/Disposables.ts';
import type { FromRuntime, Port, RuntimeCanvas, ToRuntime } from '../../scenes/contract/protocol.ts';
import { localPorts } from './localPort.ts';

/** A started runtime: the port to it, and the canvases as its 'init' carries them. */
export interface RuntimeLink {
  port: Port<FromRuntime, ToRuntime>;
  /** The stage's canvas as the runtime receives it (an OffscreenCanvas in a worker, the element on the page). */
  canvas: RuntimeCanvas;
  mesh2d: RuntimeCanvas;
  /** What goes with 'init' transferred rather than copied. */
  transfer: Transferable[];
  /** Ends the runtime and its line: nothing comes from it afterwards. */
  stop(): void;
}

export interface RuntimeHost {
  /** A worker can draw here (else the runtime starts on the page). */
  readonly workers: boolean;
  /**
   * Starts a runtime drawing on these canvases; throws if it cannot start. `onError` reports a failure that
   * comes later, outside the runtime's own messages (a worker's script that does not load).
   */
  start(
    mode: 'worker' | 'page',
    canvas: HTMLCanvasElement,
    mesh2d: HTMLCanvasElement,
    onError: (message: string) => void,
  ): RuntimeLink;
}

/** The browser's: a module worker on the canvases' transferred control, or the page's own fallback. */
export const browserRuntimes: RuntimeHost = {
  get workers() {
    return (
      typeof Worker !== 'undefined' &&
      typeof OffscreenCanvas !== 'undefined' &&
      'transferControlToOffscreen' in HTMLCanvasElement.prototype
    );
  },
  start: (mode, canvas, mesh2d, onError) =>
    mode === 'worker' ? startWorker(canvas, mesh2d, onError) : startOnPage(canvas, mesh2d),
};

function startWorker(
  canvas: HTMLCanvasElement,
  mesh2d: HTMLCanvasElement,
  onError: (message: string) => void,
): RuntimeLink {
  const target = canvas.transferControlToOffscreen();
  const target2d = mesh2d.transferControlToOffscreen();
  const worker = new Worker(new URL('../../scenes/runtime/worker.ts', import.meta.url), {
    type: 'module',
    name: 'scenes',
  });
  const listening = new Disposables();
  listening.listen(worker, 'error', (event) => onError((event as ErrorEvent).message));
  return {
    port: worker as unknown as Port<FromRuntime, ToRuntime>,
    canvas: target,
    mesh2d: target2d,
    transfer: [target, target2d],
    stop: () => {
      listening.dispose();
      worker.terminate();
    },
  };
}

function startOnPage(canvas: HTMLCanvasElement, mesh2d: HTMLCanvasElement): RuntimeLink {
  const [page, runtime] = localPorts<FromRuntime, ToRuntime>();
  let stopped = false;
  let instance: { destroy(): void } | null = null;
  import('../../scenes/runtime/page.ts').then(
    ({ SceneRuntime }) => {
      if (stopped) return;
      // On the page the runtime lives as long as the bridge's use of it: freed with it.
      instance = new SceneRuntime(runtime, false);
    },
    (error: unknown) => console.error('The scenes failed to load:', error),
  );
  return {
    port: page,
    canvas,
    mesh2d,
    transfer: [],
    stop: () => {
      stopped = true;
      page.close();
      runtime.close();
      instance?.destroy();
      instance = null;
    },
  };
}
