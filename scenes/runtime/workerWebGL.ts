// Whether this worker can draw with WebGL: a real context on a 1×1 OffscreenCanvas, freed at once. The
// context's interfaces can exist where no context can be made (Firefox without a GPU, Safari before 17,
// which gives workers an OffscreenCanvas with 2D only), so only a context answers.
export function workerHasWebGL(): boolean {
  if (typeof OffscreenCanvas === 'undefined') return false;
  for (const kind of ['webgl2', 'webgl'] as const) {
    try {
      const gl = new OffscreenCanvas(1, 1).getContext(kind) as WebGLRenderingContext | null;
      if (gl) {
        gl.getExtension('WEBGL_lose_context')?.loseContext();
        return true;
      }
    } catch {
      // Firefox throws rather than answer null on some configurations: no WebGL either way.
    }
  }
  return false;
}
