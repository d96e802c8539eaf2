import type { AppContext } from '../../context';

/**
 * The address of a page in a mailed link: PUBLIC_URL, else this server on localhost. Never the
 * request's Host header, which a caller can forge to have a victim's reset link point elsewhere.
 */
export function linkTo(ctx: AppContext, page: string, token: string): string {
  const base = ctx.config.publicUrl?.replace(/\/+$/, '') ?? `http://localhost:${ctx.config.port}`;
  return `${base}${page}?token=${encodeURIComponent(token)}`;
}
