import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SHELL_SESSION_ELEMENT_ID } from '../../../contract/shell';
import { pagePreloads } from './page-preloads';

/**
 * What the shell says about the visitor: the signed-in member as GET /api/user would answer, or
 * null when signed out. Given, it saves the page a round trip before its first paint, and the
 * signed-out landing page any request at all.
 */
export type ShellSession = (request: FastifyRequest) => Promise<unknown | null>;

/** The shell with the session's user in a JSON script element (never run; `<` escaped so it cannot close the element). */
export function shellWithSession(indexHtml: string, user: unknown | null, preloads = ''): string {
  const json = JSON.stringify({ user }).replace(/</g, '\\u003c');
  // A function, so `$&` and the like in a member's name are not read as replacement patterns.
  return indexHtml.replace(
    '</head>',
    () => `${preloads}<script type="application/json" id="${SHELL_SESSION_ELEMENT_ID}">${json}</script></head>`,
  );
}

/**
 * Serves the built client: hashed assets are cached for a year, index.html is revalidated, and any
 * other GET that is not /api falls back to index.html so client routes survive a reload. With
 * `session`, each shell carries the visitor's user (see ShellSession); a shell that names a member
 * is private and never stored.
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string | undefined,
  session?: ShellSession,
): Promise<void> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const hasClient = indexFile !== undefined && fs.existsSync(indexFile);
  // Read once: the shell every client route answers with.
  const indexHtml = hasClient && indexFile ? fs.readFileSync(indexFile, 'utf8') : '';
  const preloads = hasClient && clientDir ? pagePreloads(clientDir, indexHtml) : new Map<string, string>();
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

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || !['GET', 'HEAD'].includes(request.method) || !hasClient) {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    reply.type('text/html; charset=utf-8');
    if (!session) return reply.header('Cache-Control', 'no-cache').send(indexHtml);
    reply.header('Vary', 'Cookie');
    let user: unknown | null;
    try {
      user = await session(request);
    } catch (error) {
      // The page still loads; without the element the client asks GET /api/user itself.
      request.log.error({ err: error }, 'could not read the session for the page shell');
      return reply.header('Cache-Control', 'no-store').send(indexHtml);
    }
    reply.header('Cache-Control', user ? 'private, no-store' : 'no-cache');
    // A signed-out visitor is sent from a member's page to /auth: its code would be wasted.
    return reply.send(shellWithSession(indexHtml, user, user ? preloads.get(url) : undefined));
  });
}
