import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint';
import { endpoints } from './endpoints';
import { ROUTES } from './routes';

const clientDir = path.resolve(import.meta.dirname, '../client/src');
/** The client's own code: its tests (and their helpers in test/) spell paths out on purpose, to pin them. */
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('the endpoint table', () => {
  it('declares each route once, with the schemas on the same name as its method and path', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const [name, route] of Object.entries(ROUTES)) {
      const declared: Pick<Endpoint, 'method' | 'path' | 'access' | 'limit'> =
        endpoints[name as keyof typeof endpoints];
      expect({
        name,
        method: declared.method,
        path: declared.path,
        access: declared.access,
        limit: declared.limit,
      }).toEqual({
        name,
        ...route,
      });
    }
  });

  it('has no two endpoints with the same method and path', () => {
    const keys = Object.values(ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is the only place the client finds an API path: no client file spells one out', () => {
    const offenders = sourceFiles(clientDir).filter((file) => /['"`]\/api\//.test(fs.readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
