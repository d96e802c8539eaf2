import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { forbidden } from '../lib/app-error';
import { AFTER_PAINT_SCRIPT_HASH } from './after-paint';

/** Methods that only read: never refused as cross-site, never waited on as a write. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes called server to server with their own proof (a signature), not a browser's cookies. */
const ORIGIN_EXEMPT_ROUTES = new Set(['/api/stripe/webhook']);
const CROSS_SITE_MESSAGE = 'Requests from other sites are not allowed.';

/**
 * The security headers of every response, decided once at start-up: what helmet sends with this
 * policy (the same names and values), without helmet's per-request middleware.
 */
export function securityHeaders(options: { production: boolean }): Readonly<Record<string, string>> {
  const policy = [
    "default-src 'self'",
    // 'self', and the one inline script of a page painted on the server (after-paint.ts).
    `script-src 'self' ${AFTER_PAINT_SCRIPT_HASH}`,
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(options.production ? ['upgrade-insecure-requests'] : []),
  ];
  return Object.freeze({
    'content-security-policy': policy.join(';'),
    // Stripe Checkout is opened by navigation, which COOP does not affect; keep the strict default.
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

/** Whether a state-changing request was sent from another site (CSRF), decided on the matched route. */
function isCrossSite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  // Decided on the matched route, never on the raw URL: the router decodes /%61pi/logout to /api/logout.
  if (ORIGIN_EXEMPT_ROUTES.has(request.routeOptions.url ?? '')) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === 'null') return true;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * Security headers, and a refusal of state-changing requests sent from another site, in one
 * synchronous hook. A response that takes over the socket (the ask stream) sends
 * `reply.getHeaders()` with its own.
 */
export function registerSecurity(app: FastifyInstance, options: { production: boolean }): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(headers);
    done(isCrossSite(request) ? forbidden(CROSS_SITE_MESSAGE) : undefined);
  });
}
