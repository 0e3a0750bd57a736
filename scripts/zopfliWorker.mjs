// One thread of precompress.ts's gzip pool. Zopfli is synchronous WebAssembly: the build runs one thread
// per core. Each message is a file's bytes; the answer is the same bytes as a gzip member.
import { parentPort } from 'node:worker_threads';
import { gzipAsync } from '@gfx/zopfli';

parentPort?.on('message', async ({ body, iterations }) => {
  const gz = await gzipAsync(body, { numiterations: iterations });
  parentPort?.postMessage(gz, [gz.buffer]);
});
