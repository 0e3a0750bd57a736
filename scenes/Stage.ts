// The one Pixi application and its ticker: the loop every scene (and the three.js background) runs in.
import type { Application, Ticker } from 'pixi.js';
import { Disposables } from './Disposables.ts';
import type { Scene } from './Scene.ts';

export class Stage {
  private readonly scenes = new Set<Scene>();
  private readonly disposables = new Disposables();
  private destroyed = false;

  constructor(readonly app: Application) {
    this.disposables.listen(document, 'visibilitychange', () => {
      // A hidden tab draws nothing: the one ticker stops, so every layer stops with it.
      if (document.hidden) this.app.ticker.stop();
      else this.app.ticker.start();
    });
    const onResize = () => this.resize();
    this.app.renderer.on('resize', onResize);
    this.disposables.add(() => this.app.renderer.off('resize', onResize));
  }

  get ticker(): Ticker {
    return this.app.ticker;
  }

  get width(): number {
    return this.app.screen.width;
  }

  get height(): number {
    return this.app.screen.height;
  }

  get isDestroyed(): boolean {
    return this.destroyed;
  }

  /** Test hook and debugging aid: how many scenes are live. */
  get sceneCount(): number {
    return this.scenes.size;
  }

  add(scene: Scene): () => void {
    if (this.destroyed) throw new Error('Stage destroyed');
    this.scenes.add(scene);
    scene.mount(this);
    scene.resize(this.width, this.height);
    return () => this.remove(scene);
  }

  remove(scene: Scene): void {
    if (!this.scenes.delete(scene)) return;
    scene.destroy();
  }

  private resize() {
    for (const scene of this.scenes) scene.resize(this.width, this.height);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    for (const scene of [...this.scenes]) this.remove(scene);
    this.disposables.dispose();
  }
}
