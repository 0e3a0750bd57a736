// The scene runtime as the worker runs it, a chunk of its own (see worker.ts): Pixi on the worker's adapter,
// then the runtime, handed the messages that arrived while this chunk loaded.
// Pixi compiles shaders with new Function unless told otherwise, which the CSP forbids here as on the page.
// (What the runtime logs shows in the page's console: browsers show a dedicated worker's console there.)
import 'pixi.js/unsafe-eval';
import { DOMAdapter, WebWorkerAdapter } from 'pixi.js';
import type { FromRuntime, Port, ToRuntime } from '../contract/protocol.ts';
import { SceneRuntime } from './SceneRuntime.ts';

export function startWorkerRuntime(port: Port<ToRuntime, FromRuntime>, early: readonly ToRuntime[]): void {
  DOMAdapter.set(WebWorkerAdapter);
  new SceneRuntime(port, true, early);
}
