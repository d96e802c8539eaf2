import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

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
 * Pages every signed-out visitor is sent (the landing page in each language and theme, the shell),
 * compressed once by encoding and page: compressing each request's copy took ~40% of the landing
 * page's throughput. The key is the page itself, so a page that changes is compressed anew.
 */
const sharedPages = new LRUCache<string, Buffer>({
  max: 64,
  maxSize: 4 * 1024 * 1024,
  // A page with Turkish, Russian or Arabic letters is held two bytes a character.
  sizeCalculation: (body, key) => body.length + 2 * key.length,
});

/**
 * A page as the plugin would compress it, for answers sent where the plugin never sees them: it
 * hooks each route as it is added, and the page shell is the not-found handler's (plugins/client.ts),
 * which no route's hooks run for. Sets Content-Encoding and adds Accept-Encoding to Vary. `shared`:
 * the page is the same for every visitor who is sent it (never a member's own page).
 */
export function compressedPage(reply: FastifyReply, html: string, options: { shared?: boolean } = {}): string | Buffer {
  const vary = reply.getHeader('vary');
  reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (Buffer.byteLength(html) < THRESHOLD_BYTES) return html;
  const encoding = negotiate(String(reply.request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
  if (encoding !== 'br' && encoding !== 'gzip') return html;
  reply.header('Content-Encoding', encoding);
  if (!options.shared) return encode(encoding, html);
  const key = `${encoding}\n${html}`;
  let body = sharedPages.get(key);
  if (!body) {
    body = encode(encoding, html);
    sharedPages.set(key, body);
  }
  return body;
}

function encode(encoding: 'br' | 'gzip', html: string): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(html, BROTLI_OPTIONS)
    : zlib.gzipSync(html, { level: DYNAMIC_GZIP_LEVEL });
}
