import { describe, expect, it } from 'vitest';
import { type ChunkLinks, fallbackOnlyChunks } from '../../scripts/fallbackChunks.ts';

const chunk = (fileName: string, extra: Partial<ChunkLinks> = {}): ChunkLinks => ({
  fileName,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  facadeModuleId: null,
  ...extra,
});

describe('fallbackOnlyChunks', () => {
  it('keeps what only the page runtime reaches, and leaves out what the app shares with it', () => {
    const chunks = [
      chunk('index.js', { isEntry: true, imports: ['react.js'], dynamicImports: ['CanvasHost.js'] }),
      chunk('react.js'),
      chunk('CanvasHost.js', { imports: ['Disposables.js'], dynamicImports: ['page.js'] }),
      chunk('page.js', {
        facadeModuleId: '/repo/scenes/runtime/page.ts',
        imports: ['pixi.js', 'Disposables.js'],
        dynamicImports: ['WebGLMeshRenderer.js', 'Ring.js'],
      }),
      chunk('pixi.js'),
      chunk('Disposables.js'),
      chunk('WebGLMeshRenderer.js', { imports: ['three.js'] }),
      chunk('three.js'),
      chunk('Ring.js', { imports: ['pixi.js'] }),
    ];
    expect(fallbackOnlyChunks(chunks)).toEqual([
      'Ring.js',
      'WebGLMeshRenderer.js',
      'page.js',
      'pixi.js',
      'three.js',
    ]);
  });

  it('leaves everything in when there is no page runtime', () => {
    expect(fallbackOnlyChunks([chunk('index.js', { isEntry: true })])).toEqual([]);
  });
});
