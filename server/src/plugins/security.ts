import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/app-error';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Server-to-server calls that carry their own proof (a signature), not a browser's cookies. */
const ORIGIN_EXEMPT = new Set(['/api/stripe/webhook']);

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

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const url = request.url.split('?')[0] ?? '';
    if (!url.startsWith('/api/') || ORIGIN_EXEMPT.has(url)) return;
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
