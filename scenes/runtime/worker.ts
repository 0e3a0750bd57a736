// The scene runtime's worker: Pixi, three.js and every scene, drawing on the canvas the page transferred.
// Pixi compiles shaders with new Function unless told otherwise, which the CSP forbids here as on the page.
// (What the runtime logs shows in the page's console: browsers show a dedicated worker's console there.)
import 'pixi.js/unsafe-eval';
import { DOMAdapter, WebWorkerAdapter } from 'pixi.js';
import type { FromRuntime, Port, ToRuntime } from '../contract/protocol.ts';
import { SceneRuntime } from './SceneRuntime.ts';

DOMAdapter.set(WebWorkerAdapter);

new SceneRuntime(self as unknown as Port<ToRuntime, FromRuntime>, true);
