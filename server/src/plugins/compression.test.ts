import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressedPage, registerCompression } from './compression';

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

describe('a page compressed where the plugin never sees it', () => {
  afterEach(() => vi.restoreAllMocks());

  /** An app whose page is `page()` at each request, sent shared (every visitor's) or not. */
  async function pageApp(page: () => string, shared: boolean) {
    const app = Fastify();
    app.get('/', async (_, reply) => reply.type('text/html').send(compressedPage(reply, page(), { shared })));
    return app;
  }
  const landing = (words: string) => `<!doctype html><main>${words.repeat(200)}</main>`;

  it('compresses a page every visitor is sent once per encoding, and a changed page anew', async () => {
    let page = landing('a calm cup of coffee ');
    const app = await pageApp(() => page, true);
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const gzip = vi.spyOn(zlib, 'gzipSync');
    try {
      for (let i = 0; i < 3; i++) {
        const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);
      }
      expect(brotli).toHaveBeenCalledTimes(1);
      const zipped = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(zlib.gunzipSync(zipped.rawPayload).toString()).toBe(page);
      expect(gzip).toHaveBeenCalledTimes(1);

      page = landing('a quiet saucer ');
      const changed = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
      expect(zlib.brotliDecompressSync(changed.rawPayload).toString()).toBe(page);
      expect(brotli).toHaveBeenCalledTimes(2);
    } finally {
      await app.close();
    }
  });

  it("compresses a member's own page at each request, and keeps none of it", async () => {
    const page = landing('her own horoscope ');
    const app = await pageApp(() => page, false);
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    try {
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
        expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);
      }
      expect(brotli).toHaveBeenCalledTimes(2);
    } finally {
      await app.close();
    }
  });
});
