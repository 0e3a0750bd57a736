// The custom cursor's runtime half: Pixi draws its parts (the ring, the pause sign, the dot) in the current
// colours, once per colour mode and screen density, and sends them to the page as bitmaps. The page shows
// them above everything in a small layer it moves and morphs itself (src/canvas/cursorLayer.ts), so the
// cursor follows the pointer even while this thread is busy, and the shared canvas never draws them: the
// parts sit in a hidden container, each under a holder of its own that is drawn alone into a texture.
import { type Container, type Graphics, type Renderer, RenderTexture } from 'pixi.js';
import { useEffect, useRef, useState } from 'react';
import { CURSOR_PARTS, type CursorPart, PART_SIZE, PART_SUPERSAMPLE } from '../contract/cursorShapes.ts';
import { renderToImageData } from '../readBack.ts';
import type { SceneProps } from '../runtime/SceneContext.ts';
import { useChannel, useCountRender, useReplica, useStage } from '../runtime/sceneHooks.ts';

const RING_RADIUS = 18;

const TINTS = {
  dark: { ring: 0xe9ecf5, accent: 0xff8a4c },
  bright: { ring: 0x12151f, accent: 0xc2410c },
} as const;

const drawRing = (g: Graphics) => g.clear().circle(0, 0, RING_RADIUS).stroke({ width: 1.5, color: 0xffffff });
// The small cursor over links and buttons: a ring around the point, never a disc on it (a disc hid the
// letter under it, « L●cture », and covered the ring's own 12 px bullets, which it now frames).
const drawDot = (g: Graphics) => g.clear().circle(0, 0, 8).stroke({ width: 2, color: 0xffffff });
const drawPause = (g: Graphics) =>
  g.clear().roundRect(-6, -7, 4, 14, 1).roundRect(2, -7, 4, 14, 1).fill({ color: 0xffffff });

export function CursorParts({ options, channel }: SceneProps<'cursor'>) {
  useCountRender();
  const stage = useStage();
  const mode = useReplica((s) => s.backgroundMode);
  const [resolution, setResolution] = useState(options.resolution);
  /** Bumped when the WebGL context comes back: the drawing in progress was lost with it. */
  const [restored, setRestored] = useState(0);
  const ring = useRef<Container>(null);
  const pause = useRef<Container>(null);
  const dot = useRef<Container>(null);
  const target = useRef<RenderTexture | null>(null);
  /** Increases with every drawing asked for: a bitmap finished after a newer one was asked for is dropped. */
  const drawing = useRef(0);

  useChannel(channel, (message) => {
    if (message.type === 'resolution') setResolution(message.resolution);
  });

  useEffect(() => {
    const canvas = stage.app.canvas as EventTarget;
    const onRestored = () => setRestored((count) => count + 1);
    canvas.addEventListener('webglcontextrestored', onRestored);
    return () => canvas.removeEventListener('webglcontextrestored', onRestored);
  }, [stage]);

  // Draws the three parts in the current colours (the props just committed) and sends them to the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mode and restored ask for the same drawing again.
  useEffect(() => {
    if (stage.isDestroyed || stage.contextLost) return;
    const fail = (error: unknown) => {
      // No bitmap: the page keeps the system cursor.
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`The custom cursor cannot be drawn: ${reason}.`);
      channel.post({ type: 'failed', reason });
    };
    const holders: Record<CursorPart, Container | null> = {
      ring: ring.current,
      pause: pause.current,
      dot: dot.current,
    };
    const renderer = stage.app.renderer as Renderer;
    const scale = resolution * PART_SUPERSAMPLE;
    target.current ??= RenderTexture.create({ width: PART_SIZE, height: PART_SIZE, resolution: scale });
    const texture = target.current;
    if (texture.source.resolution !== scale) texture.source.resize(PART_SIZE, PART_SIZE, scale);
    const half = PART_SIZE / 2;
    const current = ++drawing.current;
    let images: ImageData[];
    try {
      images = CURSOR_PARTS.map((part) => {
        const holder = holders[part];
        if (!holder) throw new Error(`the ${part} is not mounted`);
        return renderToImageData(renderer, holder, texture, -half, -half);
      });
    } catch (error) {
      fail(error);
      return;
    }
    Promise.all(images.map((image) => createImageBitmap(image))).then((bitmaps) => {
      if (current !== drawing.current) {
        for (const bitmap of bitmaps) bitmap.close();
        return;
      }
      const [ringPart, pausePart, dotPart] = bitmaps as [ImageBitmap, ImageBitmap, ImageBitmap];
      channel.post({ type: 'parts', parts: { ring: ringPart, pause: pausePart, dot: dotPart } }, [
        ringPart,
        pausePart,
        dotPart,
      ]);
    }, fail);
  }, [stage, channel, mode, resolution, restored]);

  useEffect(
    () => () => {
      drawing.current++;
      target.current?.destroy(true);
      target.current = null;
    },
    [],
  );

  const tints = TINTS[mode];
  return (
    <pixiContainer label="cursor-parts" visible={false}>
      <pixiContainer ref={ring}>
        <pixiGraphics draw={drawRing} tint={tints.ring} />
      </pixiContainer>
      <pixiContainer ref={pause}>
        <pixiGraphics draw={drawPause} tint={tints.accent} />
      </pixiContainer>
      <pixiContainer ref={dot}>
        <pixiGraphics draw={drawDot} tint={tints.accent} />
      </pixiContainer>
    </pixiContainer>
  );
}
