// The scene runtime on the page, for browsers whose workers cannot draw: the same runtime, loaded lazily.
// Pixi compiles shaders with new Function unless told otherwise, which the CSP forbids.
import 'pixi.js/unsafe-eval';

export { SceneRuntime } from './SceneRuntime.ts';
