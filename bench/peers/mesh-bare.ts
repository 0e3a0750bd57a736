// The bare mesh: the cheapest full-screen mesh a page could draw, measured against the clear-only floor and
// against our background. Raw WebGL 2 on a canvas the background's size (the viewport and CANVAS_OVERFLOW),
// the desktop grid's 18 × 14 cells as two flat-coloured triangles each, moved and recoloured every frame
// and drawn in one call: no lights, no model, no scene graph, no worker. What it costs over the floor is
// what filling the screen with triangles costs this machine's GPU (a software one pays it on the CPU).
import { CANVAS_OVERFLOW, DESKTOP_GRID } from '../../scenes/math/meshWave.ts';
import { markReady } from './peerKit.ts';

const VERTEX = `#version 300 es
in vec2 position;
in vec3 colour;
flat out vec3 faceColour;
void main() {
  faceColour = colour;
  gl_Position = vec4(position, 0.0, 1.0);
}`;

const FRAGMENT = `#version 300 es
precision mediump float;
flat in vec3 faceColour;
out vec4 outColour;
void main() {
  outColour = vec4(faceColour, 1.0);
}`;

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('mesh-bare: no shader');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(shader) ?? '');
  return shader;
}

const canvas = document.createElement('canvas');
const width = window.innerWidth + CANVAS_OVERFLOW;
const height = window.innerHeight + CANVAS_OVERFLOW;
Object.assign(canvas.style, {
  left: `${-CANVAS_OVERFLOW / 2}px`,
  top: `${-CANVAS_OVERFLOW / 2}px`,
  width: `${width}px`,
  height: `${height}px`,
});
canvas.width = width;
canvas.height = height;
document.body.append(canvas);
const context = canvas.getContext('webgl2', { antialias: false, alpha: false, depth: false, stencil: false });
if (!context) throw new Error('mesh-bare: no WebGL 2');
const gl: WebGL2RenderingContext = context;

const program = gl.createProgram();
gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX));
gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT));
gl.bindAttribLocation(program, 0, 'position');
gl.bindAttribLocation(program, 1, 'colour');
gl.linkProgram(program);
// biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook.
gl.useProgram(program);

const { segments: columns, slices: rows } = DESKTOP_GRID;
const vertices = columns * rows * 6;
const positions = new Float32Array(vertices * 2);
const colours = new Float32Array(vertices * 3);
const positionBuffer = gl.createBuffer();
const colourBuffer = gl.createBuffer();
gl.bindBuffer(gl.ARRAY_BUFFER, positionBuffer);
gl.bufferData(gl.ARRAY_BUFFER, positions.byteLength, gl.DYNAMIC_DRAW);
gl.enableVertexAttribArray(0);
gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
gl.bindBuffer(gl.ARRAY_BUFFER, colourBuffer);
gl.bufferData(gl.ARRAY_BUFFER, colours.byteLength, gl.DYNAMIC_DRAW);
gl.enableVertexAttribArray(1);
gl.vertexAttribPointer(1, 3, gl.FLOAT, false, 0, 0);

/** The grid's points in clip space, x then y, moved each frame in place (nothing is allocated per frame). */
const points = new Float32Array((columns + 1) * (rows + 1) * 2);
/** Each cell's two triangles, as corners (column, row offsets): a b d, a d e. */
const CORNERS = [0, 0, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1] as const;

function frame(t: number) {
  // The inner points sway with time, so every frame is new; the border stays on the canvas's edges.
  for (let row = 0; row <= rows; row++) {
    for (let column = 0; column <= columns; column++) {
      const inner = column > 0 && column < columns && row > 0 && row < rows;
      const sway = inner ? 0.02 * Math.sin(t / 700 + column * 1.3 + row * 0.7) : 0;
      const i = (row * (columns + 1) + column) * 2;
      points[i] = -1 + (2 * column) / columns + sway;
      points[i + 1] = -1 + (2 * row) / rows + sway * 0.6;
    }
  }
  let p = 0;
  let c = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      for (let k = 0; k < CORNERS.length; k += 2) {
        const i = ((row + (CORNERS[k + 1] ?? 0)) * (columns + 1) + column + (CORNERS[k] ?? 0)) * 2;
        positions[p++] = points[i] ?? 0;
        positions[p++] = points[i + 1] ?? 0;
      }
      // Each triangle its own dark violet, shading a little with time, as the lit mesh's faces do.
      for (let triangle = 0; triangle < 2; triangle++) {
        const shade = 0.5 + 0.5 * Math.sin(t / 900 + column * 0.4 + row * 0.9 + triangle);
        for (let corner = 0; corner < 3; corner++) {
          colours[c++] = 0.1 + 0.06 * shade;
          colours[c++] = 0.07 + 0.03 * shade;
          colours[c++] = 0.17 + 0.08 * shade;
        }
      }
    }
  }
  gl.bindBuffer(gl.ARRAY_BUFFER, positionBuffer);
  gl.bufferSubData(gl.ARRAY_BUFFER, 0, positions);
  gl.bindBuffer(gl.ARRAY_BUFFER, colourBuffer);
  gl.bufferSubData(gl.ARRAY_BUFFER, 0, colours);
  // The mesh covers the whole canvas: no clear, as our background does not clear either.
  gl.drawArrays(gl.TRIANGLES, 0, vertices);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
markReady('mesh-bare');
