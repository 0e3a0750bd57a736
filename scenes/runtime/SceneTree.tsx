// The scene runtime's component tree, rendered by its one @pixi/react root: the mesh under everything, then
// each scene a page half asked for, in the order asked. Adding or removing a scene is a change of the
// registry's state; React mounts the scene's Pixi objects and, on removal, runs its cleanups and destroys
// them. A scene that throws (rendering or in an effect) is reported and drawn no more; the page then starts
// the next runtime that may draw it (src/canvas/SceneBridge.ts).
import { Component, memo, type ReactNode, useEffect, useSyncExternalStore } from 'react';
import type { BackgroundScene } from '../background/BackgroundScene.ts';
import type { Stage } from '../Stage.ts';
import type { SceneContext } from './SceneContext.ts';
import { RuntimeContext } from './sceneHooks.ts';
import type { SceneEntry, SceneRegistry } from './sceneRegistry.ts';

export interface SceneTreeProps {
  stage: Stage;
  context: SceneContext;
  registry: SceneRegistry;
  /** The breathing mesh, drawn under the scenes in the stage's context (none in the bench's alone modes). */
  background: BackgroundScene | null;
}

export function SceneTree({ stage, context, registry, background }: SceneTreeProps) {
  const scenes = useSyncExternalStore(registry.subscribe, registry.snapshot);
  return (
    <RuntimeContext value={{ stage, context }}>
      {background && <Mesh stage={stage} background={background} />}
      {scenes.map((entry) => (
        <SceneBoundary key={entry.id} entry={entry} registry={registry}>
          <Scene entry={entry} />
          <Mounted id={entry.id} registry={registry} />
        </SceneBoundary>
      ))}
    </RuntimeContext>
  );
}

/** A scene renders when its own state changes, not when another scene comes or goes (its entry stays). */
const Scene = memo(function Scene({ entry }: { entry: SceneEntry }) {
  return <entry.Component {...entry.props} />;
});

/**
 * The three.js mesh stays imperative (its own renderer in the stage's WebGL context, an underlay rather than
 * Pixi objects): this component owns its time on the stage.
 */
function Mesh({ stage, background }: { stage: Stage; background: BackgroundScene }) {
  useEffect(() => stage.add(background), [stage, background]);
  return null;
}

/** Runs after its scene's own effects (a later sibling): the scene listens now, so the page is told. */
function Mounted({ id, registry }: { id: number; registry: SceneRegistry }) {
  useEffect(() => registry.mounted(id), [id, registry]);
  return null;
}

interface BoundaryProps {
  entry: SceneEntry;
  registry: SceneRegistry;
  children: ReactNode;
}

class SceneBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.registry.failed(this.props.entry.id, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
