import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCompression } from './compression';

/** A large JSON answer, varied enough that the compression level shows in the size. */
const BODY = {
  items: Array.from({ length: 400 }, (_, i) => ({
    id: i,
    text: `cup ${(i * 7919) % 1000} ${i % 3 ? 'grounds' : 'saucer'}`,
  })),
};

const compressed = (quality: number, text: string) =>
  zlib.brotliCompressSync(text, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    },
  });

describe('compression of dynamic answers', () => {
  it('uses brotli at quality 4 (not 11) and gzip at level 6', async () => {
    const app = Fastify();
    await registerCompression(app);
    app.get('/big', async () => BODY);
    app.get('/small', async () => ({ ok: true }));
    try {
      const text = JSON.stringify(BODY);
      expect(compressed(4, text).length).not.toBe(compressed(11, text).length);
      const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(text);
      expect(br.rawPayload.length).toBe(compressed(4, text).length);

      const gzip = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.length).toBe(zlib.gzipSync(text, { level: 6 }).length);

      const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
      expect(small.headers['content-encoding']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
