import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Brotli quality for dynamic answers: 4 of 11 (full quality doubled a large JSON answer's CPU for a few % of bytes). */
const DYNAMIC_BROTLI_QUALITY = 4;
/** Gzip level for dynamic answers: zlib's default, 6 of 9. */
const DYNAMIC_GZIP_LEVEL = 6;

/**
 * Compresses dynamic answers of 1 KB or more at a fast level. The built client's assets are
 * compressed once, at full quality, by the build and served as they are (plugins/client.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
      },
    },
    zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
  });
}
