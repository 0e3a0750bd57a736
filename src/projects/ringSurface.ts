// The Projects ring's page half: the DOM surface over the ring receives the pointer (the canvas lets it
// through) and forwards it to the ring scene, which hit-tests the turning sections and says when to show a hand.
import { Disposables } from '../../scenes/Disposables.ts';
import type { RingInput, RingOutput, RingSceneOptions } from '../../scenes/ring/RingChart.ts';
import type { SceneBridge, SceneHandle } from '../canvas/SceneBridge.ts';
import type { PageScene } from '../canvas/useStageScene.ts';

export class RingSurface implements PageScene {
  private readonly disposables = new Disposables();
  private readonly handle: SceneHandle<RingInput>;

  constructor(
    bridge: SceneBridge,
    private readonly surface: HTMLElement,
    options: RingSceneOptions,
  ) {
    this.handle = bridge.addScene<RingInput, RingOutput>('ring', options, (output) => {
      surface.style.cursor = output.hovering ? 'pointer' : '';
    });
    const d = this.disposables;
    d.listen(
      surface,
      'pointermove',
      (event) => {
        const { clientX: x, clientY: y } = event as PointerEvent;
        this.handle.post({ type: 'move', x, y });
      },
      { passive: true },
    );
    d.listen(surface, 'pointerleave', () => this.handle.post({ type: 'leave' }));
    d.listen(surface, 'click', (event) => {
      const { clientX: x, clientY: y } = event as MouseEvent;
      this.handle.post({ type: 'click', x, y });
    });
  }

  destroy(): void {
    this.disposables.dispose();
    this.handle.remove();
    this.surface.style.cursor = '';
  }
}
