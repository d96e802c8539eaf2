import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@contract/endpoint';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext, Member } from '../context';

/** What a handler receives: the validated input, the member (for non-public endpoints) and the app. */
interface RouteInput<E extends Endpoint> {
  ctx: AppContext;
  member: E['access'] extends 'public' ? null : Member;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the endpoint's response, or the reply itself when it has sent it (streams, files). */
type RouteHandler<E extends Endpoint> = (input: RouteInput<E>) => Promise<ResponseOf<E> | FastifyReply>;

interface RouteOptions {
  /** Larger bodies than the app's default (webhooks carrying whole objects). */
  bodyLimit?: number;
}

/** Registers one route from its contract declaration: path, schemas, status and access in one place. */
export type Route = <E extends Endpoint>(endpoint: E, handler: RouteHandler<E>, options?: RouteOptions) => void;

/** The route registrar of one Fastify scope. */
function routeRegistrar(app: FastifyInstance): Route {
  return (endpoint, handler, options = {}) => {
    const schema: Record<string, unknown> = {};
    if (endpoint.params) schema.params = endpoint.params;
    if (endpoint.query) schema.querystring = endpoint.query;
    if (endpoint.body && endpoint.body !== 'multipart') schema.body = endpoint.body as z.ZodType;
    if (endpoint.response) schema.response = { [endpoint.status ?? 200]: endpoint.response };
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { access: endpoint.access, limit: endpoint.limit },
      schema,
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      handler: async (request, reply) => {
        const result = await handler({
          ctx: app.ctx,
          member: request.member as RouteInput<typeof endpoint>['member'],
          params: request.params as ParamsOf<typeof endpoint>,
          query: request.query as QueryOf<typeof endpoint>,
          body: request.body as BodyOf<typeof endpoint>,
          request,
          reply,
        });
        // A Fastify reply is a thenable: awaiting a handler that returned it gives undefined once it is sent.
        if (result === reply || (result === undefined && reply.sent)) return reply;
        return reply.status(endpoint.status ?? 200).send(result);
      },
    });
  };
}

/**
 * A feature's routes as a Fastify plugin: `route(endpoints.x, handler)` for each endpoint. The plugin
 * receives a plain FastifyInstance, so no feature imports app.ts.
 */
export function defineRoutes(
  register: (tools: { route: Route; app: FastifyInstance; ctx: AppContext }) => void | Promise<void>,
): FastifyPluginAsync {
  return async (app) => {
    await register({ route: routeRegistrar(app), app, ctx: app.ctx });
  };
}
