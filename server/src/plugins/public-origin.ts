import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/** Telve's address as others reach it: PUBLIC_URL when set, else the origin the request came to. */
export function publicOrigin(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}
