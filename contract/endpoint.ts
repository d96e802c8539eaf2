import type { z } from 'zod';
import type { FairUseName } from './fair-use';

/**
 * Who may call an endpoint. Anything but `public` needs a session; `premium` also needs the one
 * entitlement rule to hold, and `admin` an administrator.
 */
export type Access = 'public' | 'member' | 'premium' | 'admin';

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One endpoint, declared once and used by both sides: the server registers its route from this
 * (path, schemas, access) and the client calls it through `api()`, so a change of path or shape is
 * a type error on both sides.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are filled from `params`. */
  path: string;
  access: Access;
  /** The fair-use limit each request counts against (fair-use.ts), if any. */
  limit?: FairUseName;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A zod schema for a JSON body, or 'multipart' for a form upload the route reads itself. */
  body?: z.ZodType | 'multipart';
  /** The success body. Absent for a streamed answer, whose events are described by `events`. */
  response?: z.ZodType;
  /** The success status; 200 when not given. */
  status?: 200 | 201;
  /** Server-sent events: each `data:` line is one of these. */
  events?: z.ZodType;
}

/** Declares an endpoint, keeping its literal types for both sides. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : S extends 'multipart' ? FormData : undefined;

/** What the server hands a handler after validation. */
export type ParamsOf<E extends Endpoint> = Out<E['params']>;
export type QueryOf<E extends Endpoint> = Out<E['query']>;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
/** The success body as the server returns it (before serialisation). */
export type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : undefined;

/** What the client sends. */
export type ClientBodyOf<E extends Endpoint> = In<E['body']>;
export type ClientParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : undefined;
export type ClientQueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;
/** What the client receives: the JSON the response schema serialises to. */
export type ClientResponseOf<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;

/** Fills `:name` segments of a path; values are URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * An endpoint as the client holds it: method and path at run time, the schemas as types only, so
 * calling an endpoint never ships its schemas to the browser.
 */
export type ClientEndpoint<E extends Endpoint = Endpoint> = Pick<E, 'method' | 'path' | 'access'> & {
  readonly __endpoint?: E;
};
