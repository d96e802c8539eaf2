import type { Plugin } from 'vite';

export function compileCatalog(locale: string): Record<string, unknown>;
export function messageCatalogs(): Plugin;
