import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // @pixi/react imports 'react-reconciler/constants' without its extension, which Node's own resolver
    // refuses: Vite resolves it (as it does in the build).
    server: { deps: { inline: ['@pixi/react'] } },
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
