// Whether WebGL here is drawn by a software rasteriser (SwiftShader, llvmpipe) rather than a GPU.

const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * Asks a throwaway context for its renderer's name, then gives the context back. Without WebGL, or when
 * the browser hides the name, the answer is false: a GPU is assumed.
 */
export function isSoftwareWebGL(): boolean {
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl2', { antialias: false, depth: false, stencil: false });
  if (!gl) return false;
  // Chromium and Firefox give the unmasked name; elsewhere RENDERER may still say "SwiftShader".
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return SOFTWARE_RENDERERS.test(name);
}
