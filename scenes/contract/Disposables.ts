// Owns every subscription, listener, ticker callback and tween a scene creates; dispose() frees them all.
import { debugCounters } from './debugCounters.ts';

export class Disposables {
  private readonly items = new Set<() => void>();

  /** Registers a teardown; returns it so callers can run it early (and it is then forgotten). */
  add(dispose: () => void): () => void {
    const once = () => {
      if (!this.items.delete(once)) return;
      debugCounters.disposables--;
      dispose();
    };
    this.items.add(once);
    debugCounters.disposables++;
    return once;
  }

  /** addEventListener, removed on dispose. */
  listen<K extends keyof WindowEventMap>(
    target: Window,
    type: K,
    listener: (event: WindowEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): () => void;
  listen<K extends keyof DocumentEventMap>(
    target: Document,
    type: K,
    listener: (event: DocumentEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): () => void;
  listen<K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): () => void;
  listen(
    target: EventTarget,
    type: string,
    listener: (event: Event) => void,
    options?: AddEventListenerOptions,
  ): () => void;
  listen(
    target: EventTarget,
    type: string,
    listener: (event: never) => void,
    options?: AddEventListenerOptions,
  ) {
    const handler = listener as EventListener;
    target.addEventListener(type, handler, options);
    debugCounters.listeners++;
    return this.add(() => {
      debugCounters.listeners--;
      target.removeEventListener(type, handler, options);
    });
  }

  get size(): number {
    return this.items.size;
  }

  dispose(): void {
    for (const dispose of [...this.items]) dispose();
    this.items.clear();
  }
}
