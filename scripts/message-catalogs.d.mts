import type { Plugin } from 'vite';

export function catalogFile(locale: string, feature?: string): string;
export function catalogFeatures(): string[];
export function compileCatalog(locale: string, feature?: string): Record<string, unknown>;
export function messageCatalogs(): Plugin;
