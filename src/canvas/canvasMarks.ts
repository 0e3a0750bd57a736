// The marks a canvas of the scene runtime carries on the page: which renderer draws the mesh there, whether
// its context is lost, what engine draws it (three.js marks the canvases it owns so).
import type { CanvasMarks } from '../../scenes/contract/protocol.ts';

/** The hooks the stylesheet, the e2e tests and the bench read on the canvas that shows the mesh. */
export function markCanvas(canvas: HTMLCanvasElement | null, marks: CanvasMarks | null): void {
  if (!canvas) return;
  canvas.classList.toggle('background-canvas', marks !== null);
  if (marks) {
    canvas.dataset.renderer = marks.renderer;
    canvas.dataset.state = marks.state;
    if (marks.engine) canvas.dataset.engine = marks.engine;
  } else {
    delete canvas.dataset.renderer;
    delete canvas.dataset.state;
    delete canvas.dataset.engine;
  }
}
