// The bench's figures for the scene runtime's worker chunks (bench/load/bundle.ts): what the worker loads to
// start and what it loads on demand, followed through the chunks' own imports.
import { describe, expect, it } from 'vitest';
import { chunkImports, measureRuntimeChunks } from '../../bench/load/bundle.ts';
import type { BundleChunk } from '../../bench/report/model.ts';

const chunk = (file: string, gzip: number): BundleChunk => ({
  file,
  kind: 'js',
  initial: false,
  bytes: gzip * 3,
  gzip,
  brotli: gzip - 1,
});

describe('chunkImports', () => {
  it('reads minified static, side-effect and dynamic imports', () => {
    const code =
      'import{a as e}from"./Geometry-LX.js";import"./side-1.js";const x=import(`./Ring-9Q.js`),y=import("./Carousel-A.js");';
    expect(chunkImports(code)).toEqual({
      static: ['Geometry-LX.js', 'side-1.js'],
      dynamic: ['Ring-9Q.js', 'Carousel-A.js'],
    });
  });
});

describe('measureRuntimeChunks', () => {
  const files: Record<string, string> = {
    'assets/worker-E.js': 'self.onmessage=()=>{};import(`./workerRuntime-R.js`)',
    'assets/workerRuntime-R.js':
      'import{a}from"./react-X.js";import(`./Ring-9.js`);import(`./WebGLRenderer-W.js`)',
    'assets/react-X.js': '',
    'assets/Ring-9.js': 'import{a}from"./react-X.js";import{b}from"./ringGraphics-G.js"',
    'assets/ringGraphics-G.js': '',
    'assets/WebGLRenderer-W.js': '',
    'assets/index-P.js': 'import(`./HomeRoute-H.js`)',
    'assets/HomeRoute-H.js': '',
  };
  const chunks = [
    chunk('assets/worker-E.js', 1),
    chunk('assets/workerRuntime-R.js', 20),
    chunk('assets/react-X.js', 10),
    chunk('assets/Ring-9.js', 5),
    chunk('assets/ringGraphics-G.js', 2),
    chunk('assets/WebGLRenderer-W.js', 30),
    chunk('assets/index-P.js', 50),
    chunk('assets/HomeRoute-H.js', 7),
  ];

  it("splits the worker's chunks into its start and what it loads on demand, and nothing of the page's", () => {
    const runtime = measureRuntimeChunks(chunks, (file) => files[file] ?? '');
    expect(runtime?.startFiles.sort()).toEqual([
      'assets/react-X.js',
      'assets/worker-E.js',
      'assets/workerRuntime-R.js',
    ]);
    expect(runtime?.onDemandFiles.sort()).toEqual([
      'assets/Ring-9.js',
      'assets/WebGLRenderer-W.js',
      'assets/ringGraphics-G.js',
    ]);
    expect(runtime?.start.gzip).toBe(31);
    expect(runtime?.onDemand.gzip).toBe(37);
  });

  it('is absent without a worker entry', () => {
    expect(measureRuntimeChunks(chunks.slice(1), () => '')).toBeNull();
  });
});
