// The contract every drawing class follows: mounted on the stage, resized with it, and destroyed without a trace.
import type { Stage } from './Stage.ts';

export interface Scene {
  mount(stage: Stage): void;
  resize(width: number, height: number): void;
  destroy(): void;
}
