// The mesh drawn by three.js into Pixi's own WebGL context: one non-indexed geometry whose face colours come from the CPU.
import {
  BufferAttribute,
  BufferGeometry,
  DoubleSide,
  DynamicDrawUsage,
  GLSL3,
  LinearSRGBColorSpace,
  Mesh,
  OrthographicCamera,
  RawShaderMaterial,
  REVISION,
  Scene,
  WebGLRenderer,
} from 'three';
import type { MeshModel } from './MeshModel.ts';
import type { MeshRenderer } from './MeshRenderer.ts';

/**
 * The mesh's faces in the colours the model gives them, as they are (MeshBasicMaterial with vertex colours
 * drew the same pixels). Every vertex of a face carries the face's colour, so the colour needs no
 * interpolation: a `flat` varying spares the rasteriser that work for each pixel, which on a software
 * GPU (SwiftShader) is about 2 ms of every 1280×720 frame.
 */
function flatFaceMaterial(): RawShaderMaterial {
  return new RawShaderMaterial({
    glslVersion: GLSL3,
    vertexShader: `precision highp float;
uniform mat4 modelViewMatrix;
uniform mat4 projectionMatrix;
in vec3 position;
in vec3 color;
flat out vec3 faceColour;
void main() {
  faceColour = color;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}`,
    fragmentShader: `precision mediump float;
flat in vec3 faceColour;
out vec4 outColour;
void main() {
  outColour = vec4(faceColour, 1.0);
}`,
    side: DoubleSide,
    depthTest: false,
    depthWrite: false,
  });
}

/**
 * Shares the stage's canvas and context: it draws first in each frame and Pixi renders over it, so the
 * page composites one full-screen WebGL canvas instead of two. The canvas, its size and its context
 * belong to Pixi: this renderer never resizes the canvas, never clears, and never loses the context.
 */
export class WebGLMeshRenderer implements MeshRenderer {
  readonly kind = 'webgl';
  /** three.js marks the canvases it owns so; this one is Pixi's, and the page marks it from this. */
  readonly engine = `three.js r${REVISION}`;
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  // Pixel units, origin top left, y down: the model's own coordinates.
  private readonly camera = new OrthographicCamera(0, 1, 0, 1, -100, 100);
  private readonly material = flatFaceMaterial();
  private readonly mesh: Mesh<BufferGeometry, RawShaderMaterial>;
  private topology = -1;
  private positions: BufferAttribute | null = null;
  private colours: BufferAttribute | null = null;

  /**
   * three.js uploads empty 3D textures when it starts (and again when the context comes back), which
   * WebGL refuses while Pixi's premultiply-alpha unpacking is on. Listening before three.js does puts
   * this reset between Pixi's rebuild and three's; the stage resets Pixi's state after both.
   */
  private readonly resetUnpacking = () => {
    const gl = this.context;
    gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false);
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
  };

  /** `context` is the stage's WebGL 2 context, on `canvas`: Pixi's. */
  constructor(
    private readonly canvas: HTMLCanvasElement | OffscreenCanvas,
    private readonly context: WebGL2RenderingContext,
  ) {
    this.resetUnpacking();
    canvas.addEventListener('webglcontextrestored', this.resetUnpacking);
    this.renderer = new WebGLRenderer({
      canvas: canvas as HTMLCanvasElement,
      // three.js only speaks WebGL 2 and says so in its code; its type still names the WebGL 1 context.
      context: context as unknown as WebGLRenderingContext,
      // Only the context's own attributes count; three reads them from the context it is given.
      antialias: false,
      depth: false,
      stencil: false,
    });
    // The model's colours are already display values (sRGB bytes / 255), as the 2D renderer paints them.
    this.renderer.outputColorSpace = LinearSRGBColorSpace;
    // The mesh covers the whole canvas every frame: no clear, by three nor by Pixi.
    this.renderer.autoClear = false;
    this.camera.position.z = 50;
    this.mesh = new Mesh(new BufferGeometry(), this.material);
    // The mesh always covers the view; its bounds change every frame.
    this.mesh.frustumCulled = false;
    this.mesh.matrixAutoUpdate = false;
    this.scene.add(this.mesh);
    this.scene.matrixWorldAutoUpdate = false;
  }

  /**
   * Compiles the mesh's program before its first frame. Chromium compiles in the GPU process while the
   * page goes on; only the first status check waits for it. Checked two frames later instead of in the
   * first draw, that wait is over before it starts and the page's main thread does not stall on it.
   */
  async compile(): Promise<void> {
    const { renderer } = this;
    // compileAsync asks for the extension without checking first, and three.js warns when it is missing.
    if (renderer.extensions.has('KHR_parallel_shader_compile'))
      await renderer.compileAsync(this.scene, this.camera);
    else renderer.compile(this.scene, this.camera);
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  }

  /** The model's size in CSS pixels; the drawing buffer is Pixi's, at Pixi's resolution, so `scale` is moot. */
  resize(width: number, height: number, _scale: number): void {
    this.camera.right = width;
    this.camera.bottom = height;
    this.camera.updateProjectionMatrix();
  }

  draw(model: MeshModel, changed: boolean): void {
    if (model.topology !== this.topology || this.positions?.array !== model.positions) this.rebuild(model);
    else if (changed) {
      if (this.positions) this.positions.needsUpdate = true;
      if (this.colours) this.colours.needsUpdate = true;
    }
    // Pixi left the context in its own state: three.js must not trust its cache of it.
    this.renderer.resetState();
    // The whole drawing buffer, whatever size Pixi gave the canvas; setViewport leaves the canvas alone
    // (setSize and setPixelRatio would resize Pixi's canvas).
    this.renderer.setViewport(0, 0, this.context.drawingBufferWidth, this.context.drawingBufferHeight);
    this.renderer.render(this.scene, this.camera);
  }

  private rebuild(model: MeshModel) {
    this.mesh.geometry.dispose();
    const geometry = new BufferGeometry();
    this.positions = new BufferAttribute(model.positions, 3).setUsage(DynamicDrawUsage);
    this.colours = new BufferAttribute(model.colours, 3).setUsage(DynamicDrawUsage);
    geometry.setAttribute('position', this.positions);
    geometry.setAttribute('color', this.colours);
    this.mesh.geometry = geometry;
    this.topology = model.topology;
  }

  destroy(): void {
    // three's buffers and program go; the context stays Pixi's (no forceContextLoss), and Pixi resets its
    // own state before it next renders.
    this.mesh.geometry.dispose();
    this.material.dispose();
    this.renderer.dispose();
    this.canvas.removeEventListener('webglcontextrestored', this.resetUnpacking);
  }
}
