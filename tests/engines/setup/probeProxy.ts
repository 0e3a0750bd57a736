// A loopback proxy in front of the real server: every HTML page it passes on gets the engine probe
// (probe/engineProbe.js, served at PROBE_PATH from the same origin, so the page's own CSP allows it) as the
// first element of its <head>. Everything else, headers included (the CSP among them), goes through as is.
import { readFileSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { freePort } from './freePort.ts';

export const PROBE_PATH = '/__engine-probe.js';
const PROBE_TAG = `<script src="${PROBE_PATH}"></script>`;
const probeSource = readFileSync(new URL('../probe/engineProbe.js', import.meta.url), 'utf8');

export interface ProbeProxy {
  origin: string;
  close(): Promise<void>;
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding ?? 'identity') {
    case 'identity':
      return body;
    case 'gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      throw new Error(`probe proxy: cannot read a page encoded as ${encoding}`);
  }
}

/** The page with the probe's tag right after its <head> tag; an error if it has none. */
export function withProbe(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('probe proxy: an HTML answer without <head>');
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${PROBE_TAG}${html.slice(at)}`;
}

function forwardHtml(upstream: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  upstream.on('data', (chunk: Buffer) => chunks.push(chunk));
  upstream.on('end', () => {
    try {
      const html = decode(Buffer.concat(chunks), upstream.headers['content-encoding']).toString('utf8');
      const body = Buffer.from(withProbe(html), 'utf8');
      const headers: IncomingHttpHeaders = { ...upstream.headers, 'content-length': String(body.length) };
      // Another body than the server's: its validators and encoding no longer describe it.
      delete headers['content-encoding'];
      delete headers.etag;
      delete headers['last-modified'];
      response.writeHead(upstream.statusCode ?? 502, headers);
      response.end(body);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
}

function proxy(target: URL, incoming: IncomingMessage, response: ServerResponse) {
  if (incoming.url === PROBE_PATH) {
    response.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    response.end(probeSource);
    return;
  }
  const headers = { ...incoming.headers };
  // Pages are asked for uncompressed, so the probe goes in without decoding (decode() covers the rest).
  if (headers.accept?.includes('text/html')) delete headers['accept-encoding'];
  const outgoing = request(
    { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
    (upstream) => {
      const isPage =
        incoming.method === 'GET' &&
        upstream.statusCode === 200 &&
        (upstream.headers['content-type'] ?? '').startsWith('text/html');
      if (isPage) return forwardHtml(upstream, response);
      response.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(response);
    },
  );
  outgoing.on('error', (error) => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(String(error));
  });
  incoming.pipe(outgoing);
}

export async function startProbeProxy(upstreamOrigin: string): Promise<ProbeProxy> {
  const target = new URL(upstreamOrigin);
  const port = await freePort();
  const server = createServer((incoming, response) => proxy(target, incoming, response));
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
