import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built client: hashed assets are cached for a year, index.html is revalidated, and any
 * other GET that is not /api falls back to index.html so client routes survive a reload.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const hasClient = indexFile !== undefined && fs.existsSync(indexFile);
  // Read once: the shell every client route answers with.
  const indexHtml = hasClient && indexFile ? fs.readFileSync(indexFile, 'utf8') : '';
  if (hasClient && clientDir) {
    await app.register(async (scope) => {
      // The built client is for everyone: its routes are declared public like any other route.
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await scope.register(fastifyStatic, {
        decorateReply: false,
        root: clientDir,
        index: false,
        wildcard: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || !['GET', 'HEAD'].includes(request.method) || !hasClient) {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(indexHtml);
  });
}
