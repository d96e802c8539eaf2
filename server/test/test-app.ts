import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App, type BuildOptions, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import type { AppConfig } from '../src/env';
import { openTestDatabase } from './database';

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like client: keeps the cookies the server sets and sends them back. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
    const h = init.headers as Record<string, string>;
    if (body instanceof FormData) {
      init.body = body;
    } else if (typeof body === 'string') {
      init.body = body;
      h['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      h['content-type'] = 'application/json';
    }
    if (this.cookies.size > 0) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(this.baseUrl + url, init);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, undefined, headers);
  }

  post<T = any>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', url, body, headers);
  }
}

export interface TestApp {
  app: App;
  url: string;
  database: Database;
  dataDir: string;
  /** The clock the app reads; move it with clock.set(). */
  clock: { now: Date; set(date: Date): void; advance(ms: number): void };
  client(): TestClient;
  close(): Promise<void>;
}

/** The real app over real HTTP with a database of this file's own. */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-data-'));
  const clock = {
    now: new Date(),
    set(date: Date) {
      this.now = date;
    },
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  let frozen = false;
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    adminEmails: [],
    production: false,
    logLevel: 'silent',
    registrationsPerHour: 1000,
    ...overrides,
  };
  const app = await buildApp(config, {
    database,
    logger: false,
    now: () => (frozen ? clock.now : new Date()),
    ...options,
  });
  const origSet = clock.set.bind(clock);
  clock.set = (date: Date) => {
    frozen = true;
    origSet(date);
  };
  clock.advance = (ms: number) => {
    if (!frozen) {
      frozen = true;
      clock.now = new Date();
    }
    clock.now = new Date(clock.now.getTime() + ms);
  };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    url,
    database,
    dataDir,
    clock,
    client: () => new TestClient(url),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
