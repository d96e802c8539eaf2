import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertReading, SAMPLE_SYMBOL, signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

// A built client of one line: the page shell a shared reading's address answers with.
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-shared-head-'));
let t: TestApp;
beforeAll(async () => {
  fs.writeFileSync(
    path.join(base, 'index.html'),
    // Past 1 KB, so that the page is sent compressed.
    `<!doctype html>\n<html lang="en">\n<head><title>Telve</title></head>\n<body><div id="root"></div>${'<!-- a calm page -->'.repeat(60)}</body></html>`,
  );
  t = await startTestApp({ clientDir: base });
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await t.close();
  fs.rmSync(base, { recursive: true, force: true });
});

async function sharedPage(firstName: string, showName: boolean, language: 'en' | 'tr' = 'en') {
  const owner = await signUp(t, { firstName });
  if (language !== 'en') await owner.client.request('PUT', '/api/user/language', { language });
  const id = await insertReading(t.database.db, { userId: owner.user.id, symbols: [SAMPLE_SYMBOL] });
  const { body } = await owner.client.request('PUT', `/api/coffee-reading/${id}/public-link`, { showName });
  const res = await fetch(`${t.url}${body.link.path}`);
  return { owner, id, path: body.link.path as string, html: await res.text(), status: res.status };
}

describe("a shared reading's page", () => {
  it('carries Open Graph tags for a messenger: the card, the symbols, her name only if chosen', async () => {
    const { path: page, html, status } = await sharedPage('Ayla', false);
    expect(status).toBe(200);
    const token = page.replace('/shared/', '');
    expect(html).toContain('<meta property="og:title" content="A coffee reading">');
    expect(html).toContain(`<meta property="og:description" content="In the cup: ${SAMPLE_SYMBOL.name}.">`);
    expect(html).toContain(`<meta property="og:image" content="${t.url}/api/shared-readings/${token}/card">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('Ayla');

    const named = await sharedPage("D'Arcy", true);
    expect(named.html).toContain('<meta property="og:title" content="D&#39;Arcy&#39;s coffee reading">');
    expect(named.html).toContain(
      `<meta property="og:image:alt" content="D&#39;Arcy&#39;s coffee reading. In the cup: ${SAMPLE_SYMBOL.name}.">`,
    );
  });

  it("speaks its sharer's language, whoever opens it", async () => {
    const { html } = await sharedPage('Ayla', true, 'tr');
    expect(html).toContain('<meta property="og:title" content="Ayla kahve falını seninle paylaştı">');
    expect(html).toContain(`<meta property="og:description" content="Fincanda: ${SAMPLE_SYMBOL.name}.">`);
    expect(html).toContain(
      `<meta property="og:image:alt" content="Ayla kahve falını seninle paylaştı. Fincanda: ${SAMPLE_SYMBOL.name}.">`,
    );
    const unnamed = await sharedPage('Ayla', false, 'tr');
    expect(unnamed.html).toContain('<meta property="og:title" content="Bir kahve falı">');
  });

  it('is compressed afresh at each request, where the landing page is compressed once and kept', async () => {
    const { path: page } = await sharedPage('Ayla', true);
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const get = async (address: string) => {
      const res = await fetch(t.url + address, { headers: { 'accept-encoding': 'br' } });
      expect(res.headers.get('content-encoding')).toBe('br');
      return res.text();
    };
    // Its head names the reading and the origin asked: one of many pages, each seldom asked for again.
    expect(await get(page)).toContain('og:title');
    expect(await get(page)).toContain('og:title');
    expect(brotli).toHaveBeenCalledTimes(2);
    brotli.mockClear();
    for (let i = 0; i < 3; i++) expect(await get('/')).toContain('a calm page');
    expect(brotli.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('carries none for a link closed or never made, nor on any other page', async () => {
    const { owner, id, path: page } = await sharedPage('Ayla', true);
    await owner.client.request('DELETE', `/api/coffee-reading/${id}/public-link`);
    for (const address of [page, '/shared/AAAAAAAAAAAAAAAAAAAAAA', '/shared/odd', '/dashboard']) {
      const html = await (await fetch(t.url + address)).text();
      expect({ address, og: html.includes('og:') }).toEqual({ address, og: false });
    }
  });
});
