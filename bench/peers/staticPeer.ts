// The server section's peer: a plain @fastify/static serving the same build and its precompressed copies,
// nothing else (no headers of ours, no hooks). `DIST_DIR=… PORT=… node --import tsx bench/peers/staticPeer.ts`
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const root = process.env.DIST_DIR;
if (!root) throw new Error('DIST_DIR names the build to serve');
const app = Fastify();
await app.register(fastifyStatic, { root, preCompressed: true });
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
