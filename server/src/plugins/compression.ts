import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Brotli quality for dynamic answers: 4 of 11 (full quality doubled a large JSON answer's CPU for a few % of bytes). */
const DYNAMIC_BROTLI_QUALITY = 4;
/** Gzip level for dynamic answers: zlib's default, 6 of 9. */
const DYNAMIC_GZIP_LEVEL = 6;
/** Answers smaller than this go as they are: compressing them saves less than its headers cost. */
const THRESHOLD_BYTES = 1024;

const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
  },
};

/**
 * Compresses dynamic answers of 1 KB or more at a fast level. The built client's assets are
 * compressed once, at full quality, by the build and served as they are (plugins/client.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: THRESHOLD_BYTES,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
  });
}

/**
 * A page as the plugin would compress it, for answers sent where the plugin never sees them: it
 * hooks each route as it is added, and the page shell is the not-found handler's (plugins/client.ts),
 * which no route's hooks run for. Sets Content-Encoding and adds Accept-Encoding to Vary.
 */
export function compressedPage(reply: FastifyReply, html: string): string | Buffer {
  const vary = reply.getHeader('vary');
  reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (Buffer.byteLength(html) < THRESHOLD_BYTES) return html;
  const encoding = negotiate(String(reply.request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
  if (encoding === 'br') {
    reply.header('Content-Encoding', 'br');
    return zlib.brotliCompressSync(html, BROTLI_OPTIONS);
  }
  if (encoding === 'gzip') {
    reply.header('Content-Encoding', 'gzip');
    return zlib.gzipSync(html, { level: DYNAMIC_GZIP_LEVEL });
  }
  return html;
}
