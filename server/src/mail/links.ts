import type { AppConfig } from '../env';

/**
 * The address of a page in a mailed link: PUBLIC_URL, else this server on localhost. Never the
 * request's Host header, which a caller can forge to have a victim's reset link point elsewhere.
 */
export function linkTo(config: Pick<AppConfig, 'publicUrl' | 'port'>, page: string, token: string): string {
  const base = config.publicUrl?.replace(/\/+$/, '') ?? `http://localhost:${config.port}`;
  return `${base}${page}?token=${encodeURIComponent(token)}`;
}
