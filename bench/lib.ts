import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Language } from '@contract/languages';
import autocannon from 'autocannon';
import { pagePreloads } from '../server/src/plugins/page-preloads';
import type { Budget } from './scenarios/types';

const root = path.resolve(import.meta.dirname, '..');

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * One JPEG as a multipart/form-data body with a single file part named `photo`, as a browser sends
 * it, built once so that a scenario sends the same bytes again without building a form each time.
 */
export function photoForm(jpeg: Uint8Array, filename: string): { body: Buffer; contentType: string } {
  const boundary = 'telvebenchboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Loads one endpoint: 50 connections for 10 s unless BENCH_SECONDS says otherwise. With `members`
 * (cookie headers) each request goes as the next member in turn, and at most `perMember` requests
 * each are sent, so a member's fair-use limit (docs/decisions/0006-rate-limits.md) is never what
 * is measured.
 */
export async function load(
  name: string,
  options: {
    url: string;
    method?: 'GET' | 'POST';
    /** JSON unless a Buffer is given (sent as it is, with the caller's content-type). */
    body?: unknown;
    headers?: Record<string, string>;
    members?: string[];
    perMember?: number;
    /**
     * Sends from a worker thread of its own, so that other work in this process (a scenario's
     * uploads beside the load) cannot hold the loop that times the responses. Not with `members`.
     */
    ownThread?: boolean;
  },
): Promise<LoadResult> {
  const members = options.members ?? [];
  // A worker thread cannot be handed the function that picks each request's member.
  if (options.ownThread && members.length > 0) throw new Error(`${name}: ownThread cannot send as members`);
  let next = 0;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    connections: 50,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    ...(options.ownThread ? { workers: 1 } : {}),
    ...(members.length > 0 && options.perMember ? { amount: members.length * options.perMember } : {}),
    headers: {
      ...(options.body && !Buffer.isBuffer(options.body) ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: Buffer.isBuffer(options.body) ? options.body : options.body ? JSON.stringify(options.body) : undefined,
    ...(members.length > 0
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const cookie = members[next++ % members.length] as string;
                return { ...request, headers: { ...request.headers, cookie } };
              },
            },
          ],
        }
      : {}),
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printLoad(results: LoadResult[]): void {
  console.info('\nendpoint                          req/s     p50 ms   p99 ms   non-2xx');
  for (const r of results) {
    console.info(
      `${r.name.padEnd(32)} ${String(r.requestsPerSecond).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.non2xx + r.errors).padStart(9)}`,
    );
  }
}

const met = (b: Budget) => (b.atLeast ? b.value >= b.limit : b.value <= b.limit);

/** Prints each budget with its verdict; answers the budgets that were missed. */
export function checkBudgets(budgets: Budget[]): Budget[] {
  console.info(`\n${'budget'.padEnd(56)}      value        limit`);
  for (const b of budgets) {
    const verdict = met(b) ? 'ok' : b.atLeast ? 'UNDER' : 'OVER';
    const limit = `${b.atLeast ? '>= ' : '<= '}${b.limit} ${b.unit}`;
    console.info(
      `${b.name.padEnd(56)} ${`${b.value.toFixed(2)} ${b.unit}`.padStart(11)} ${limit.padStart(12)}  ${verdict}`,
    );
  }
  return budgets.filter((b) => !met(b));
}

/** The middle result of several runs of one load, by requests per second; p50 and p99 are each their own median. */
export function medianOf(runs: LoadResult[], name = runs[0]?.name ?? ''): LoadResult {
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    name,
    requestsPerSecond: middle(runs.map((r) => r.requestsPerSecond)),
    p50: middle(runs.map((r) => r.p50)),
    p99: middle(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/**
 * Gzipped bytes of a language's words as the app loads them before it first renders (the Lingui
 * runtime and the shared catalog, client/src/lib/i18n.ts), beyond what the shell already names.
 * The landing page's shell is the same in every language; these chunks are what differ.
 */
export function languageChunksJs(language: Language): { files: string[]; gzipBytes: number } {
  const dist = path.join(root, 'dist/client');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // The server's own list of what a language needs (the modulepreloads a member's shell names).
  const tags = pagePreloads(dist, html).languages.get(language) ?? '';
  const files = [...tags.matchAll(/href="\/([^"]+\.js)"/g)].map((match) => match[1] as string);
  if (files.length === 0) throw new Error(`No chunks of words for ${language} in the build's manifest`);
  const gzipBytes = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}

/** Gzipped bytes of the JavaScript the landing page loads before first paint (entry + modulepreloads). */
export function landingFirstLoadJs(): { files: string[]; gzipBytes: number } {
  const dist = path.join(root, 'dist/client');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const gzipBytes = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}
