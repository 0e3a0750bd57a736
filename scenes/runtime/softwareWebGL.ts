// Whether WebGL here is drawn by a software rasteriser (SwiftShader, llvmpipe) rather than a GPU.
import { getTestContext } from 'pixi.js';

const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * Reads the renderer's name from the small test context Pixi keeps for its shader precision and batch size
 * checks. A context of our own would be one more to create, and on a software rasteriser on a phone
 * profile each costs about 70 ms of main thread. Without WebGL, or when the browser hides the name, the
 * answer is false: a GPU is assumed.
 */
export function isSoftwareWebGL(): boolean {
  const gl = getTestContext();
  if (!gl) return false;
  // Chromium and Firefox give the unmasked name; elsewhere RENDERER may still say "SwiftShader".
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return SOFTWARE_RENDERERS.test(String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)));
}
