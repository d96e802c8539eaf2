import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes called server to server with their own proof (a signature), not a browser's cookies. */
const ORIGIN_EXEMPT_ROUTES = new Set(['/api/stripe/webhook']);

/** Security headers, and a refusal of state-changing requests sent from another site (CSRF). */
export async function registerSecurity(app: FastifyInstance, options: { production: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Stripe Checkout is opened by navigation, which COOP does not affect; keep the strict default.
    crossOriginEmbedderPolicy: false,
  });

  // Decided on the matched route, never on the raw URL: the router decodes /%61pi/logout to /api/logout.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (ORIGIN_EXEMPT_ROUTES.has(request.routeOptions.url ?? '')) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Requests from other sites are not allowed.');
    }
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let originHost: string | undefined;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = undefined;
      }
      if (originHost !== request.headers.host) throw forbidden('Requests from other sites are not allowed.');
    } else if (origin === 'null') {
      throw forbidden('Requests from other sites are not allowed.');
    }
  });
}
