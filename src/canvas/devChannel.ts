// The page's end of the runtime's instruments: the test hooks' calls and answers, the figures the e2e tests
// and the bench read (window.__background, window.__sceneFrames), and the debug panel's tunables and frame
// times. Nothing here changes what a visitor sees.

import { debugCounters } from '../../scenes/contract/debugCounters.ts';
import type {
  FromRuntime,
  HookName,
  HookResults,
  RuntimeCounts,
  RuntimeStats,
  ToRuntime,
  TunablesMessage,
  TuneValue,
} from '../../scenes/contract/protocol.ts';

declare global {
  interface Window {
    /** The background's figures, for the e2e tests and the bench. */
    __background?: Readonly<RuntimeStats>;
    /** Bench: the times of the scene runtime's animation frames, appended as they come. */
    __sceneFrames?: number[];
  }
}

/** The messages this channel answers. */
export type DevMessage = Extract<FromRuntime, { type: 'stats' | 'hook' | 'frames' | 'tunables' }>;

export class DevChannel {
  private readonly calls = new Map<
    number,
    { resolve(value: HookResults[HookName] | undefined): void; reject(error: Error): void }
  >();
  private nextId = 1;
  private tunablesListener: ((message: TunablesMessage) => void) | null = null;
  private tunables: TunablesMessage | null = null;
  private framesListener: ((times: number[]) => void) | null = null;

  constructor(
    /** False when no runtime is there to send to (between one stopping and the next starting). */
    private readonly send: (message: ToRuntime) => boolean,
    /** ?bench or ?frames: the runtime's frame times are kept on window.__sceneFrames. */
    private readonly keepFrames: boolean,
    /** The runtime's figures arrived (the bridge's quality sampling listens). */
    private readonly onStats: (stats: RuntimeStats) => void,
  ) {}

  /** A test hook answered by the runtime. */
  hook<K extends HookName>(name: K): Promise<HookResults[K]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // The runtime answers this id with this hook's result.
      this.calls.set(id, { resolve: (value) => resolve(value as HookResults[K]), reject });
      if (this.send({ type: 'hook', id, name })) return;
      this.calls.delete(id);
      reject(new Error('The scene runtime stopped'));
    });
  }

  /** Test hook: what the runtime holds, and with a worker the page halves' own listeners and disposables. */
  async counts(inWorker: boolean): Promise<RuntimeCounts> {
    const runtime = await this.hook('counts');
    // On the page, the runtime's counters are the page's own.
    if (!inWorker) return runtime;
    return {
      ...runtime,
      disposables: runtime.disposables + debugCounters.disposables,
      listeners: runtime.listeners + debugCounters.listeners,
    };
  }

  /** The debug panel: the mesh's tunables as the runtime has them, then its changes sent back. */
  onTunables(listener: (message: TunablesMessage) => void): void {
    this.tunablesListener = listener;
    if (this.tunables) listener(this.tunables);
  }

  /** The debug panel: the times of the runtime's frames, in batches. */
  onFrames(listener: ((times: number[]) => void) | null): void {
    this.framesListener = listener;
  }

  tune(path: string, value: TuneValue): void {
    this.send({ type: 'tune', path, value });
  }

  receive(message: DevMessage): void {
    switch (message.type) {
      case 'stats':
        window.__background = message.stats;
        this.onStats(message.stats);
        break;
      case 'hook': {
        const call = this.calls.get(message.id);
        this.calls.delete(message.id);
        if (message.error !== undefined) call?.reject(new Error(message.error));
        else call?.resolve(message.result);
        break;
      }
      case 'frames':
        if (this.keepFrames) {
          window.__sceneFrames ??= [];
          window.__sceneFrames.push(...message.times);
        }
        this.framesListener?.(message.times);
        break;
      case 'tunables':
        this.tunables = message;
        this.tunablesListener?.(message);
        break;
    }
  }

  /** The runtime stopped: its pending answers never come. */
  rejectPending(): void {
    for (const [, call] of this.calls) call.reject(new Error('The scene runtime stopped'));
    this.calls.clear();
  }

  destroy(): void {
    this.rejectPending();
    delete window.__background;
  }
}
