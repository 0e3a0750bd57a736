// The mesh drawn by three.js: one non-indexed geometry whose face colours come from the CPU, no lighting on the GPU.
import {
  BufferAttribute,
  BufferGeometry,
  DoubleSide,
  DynamicDrawUsage,
  LinearSRGBColorSpace,
  Mesh,
  MeshBasicMaterial,
  OrthographicCamera,
  Scene,
  WebGLRenderer,
} from 'three';
import type { MeshModel } from './MeshModel.ts';
import type { MeshRenderer } from './MeshRenderer.ts';

export class WebGLMeshRenderer implements MeshRenderer {
  readonly kind = 'webgl';
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  // Pixel units, origin top left, y down: the model's own coordinates.
  private readonly camera = new OrthographicCamera(0, 1, 0, 1, -100, 100);
  private readonly material = new MeshBasicMaterial({
    vertexColors: true,
    side: DoubleSide,
    depthTest: false,
    depthWrite: false,
  });
  private readonly mesh: Mesh<BufferGeometry, MeshBasicMaterial>;
  private topology = -1;
  private positions: BufferAttribute | null = null;
  private colours: BufferAttribute | null = null;

  /** `context` is the canvas's WebGL 2 context, created by the caller so a failure never throws. */
  constructor(
    readonly canvas: HTMLCanvasElement,
    private readonly context: WebGL2RenderingContext,
  ) {
    this.renderer = new WebGLRenderer({
      canvas,
      // three.js only speaks WebGL 2 and says so in its code; its type still names the WebGL 1 context.
      context: context as unknown as WebGLRenderingContext,
      antialias: false,
      alpha: false,
      depth: false,
      stencil: false,
      powerPreference: 'low-power',
    });
    // The model's colours are already display values (sRGB bytes / 255), as the 2D renderer paints them.
    this.renderer.outputColorSpace = LinearSRGBColorSpace;
    this.renderer.autoClear = false;
    this.camera.position.z = 50;
    this.mesh = new Mesh(new BufferGeometry(), this.material);
    // The mesh always covers the view; its bounds change every frame.
    this.mesh.frustumCulled = false;
    this.mesh.matrixAutoUpdate = false;
    this.scene.add(this.mesh);
    this.scene.matrixWorldAutoUpdate = false;
  }

  resize(width: number, height: number, scale: number): void {
    this.renderer.setPixelRatio(scale);
    this.renderer.setSize(width, height, false);
    this.camera.right = width;
    this.camera.bottom = height;
    this.camera.updateProjectionMatrix();
  }

  draw(model: MeshModel): void {
    if (model.topology !== this.topology || this.positions?.array !== model.positions) this.rebuild(model);
    if (this.positions) this.positions.needsUpdate = true;
    if (this.colours) this.colours.needsUpdate = true;
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
    this.mesh.geometry.dispose();
    this.material.dispose();
    this.renderer.dispose();
    // The background lives as long as the page's canvas host: when that goes, give the context back now.
    if (!this.context.isContextLost()) this.renderer.forceContextLoss();
    this.canvas.remove();
  }
}
