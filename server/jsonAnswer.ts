// The API answers, rendered and compressed once when the content loads, then served from memory with
// ETag/304: no JSON.stringify and no compression per request.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

interface Representation {
  body: Buffer;
  etag: string;
}

export type JsonAnswer = Record<Encoding, Representation>;

/** Smaller than this, compressing costs the client more than it saves (as @fastify/compress judged). */
const MIN_COMPRESS_BYTES = 1024;

export function jsonAnswer(value: unknown): JsonAnswer {
  const body = Buffer.from(JSON.stringify(value));
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const small = body.length < MIN_COMPRESS_BYTES;
  const br = small
    ? body
    : brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
  const gzip = small ? body : gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
  // Each encoding is its own representation, so its own strong tag (RFC 9110 §8.8.3).
  return {
    identity: { body, etag: `"${tag}"` },
    br: { body: br, etag: small ? `"${tag}"` : `"${tag}-br"` },
    gzip: { body: gzip, etag: small ? `"${tag}"` : `"${tag}-gz"` },
  };
}

/**
 * If-None-Match's weak comparison (RFC 9110 §13.1.2): a list of tags, W/ prefixes, or '*'. Any encoding's
 * tag of the same answer matches: the content is the same, only the transfer differs.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const base = etag.replace(/-(br|gz)"$/, '"');
  return header.split(',').some(
    (tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/-(br|gz)"$/, '"') === base,
  );
}

export function sendJson(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer) {
  const header = request.headers['accept-encoding'];
  const accepted = typeof header === 'string' ? negotiate(header, ['br', 'gzip']) : undefined;
  const encoding: Encoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
  const representation = answer[encoding];
  reply
    .header('ETag', representation.etag)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .type('application/json; charset=utf-8');
  if (etagMatches(request.headers['if-none-match'], representation.etag)) return reply.code(304).send();
  if (representation.body !== answer.identity.body) reply.header('Content-Encoding', encoding);
  return reply.send(representation.body);
}
