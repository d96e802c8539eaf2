import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { requestLogLevel, SLOW_REQUEST_MS } from './request-log';

describe('requestLogLevel', () => {
  it('keeps healthy requests at debug, client errors at info, failures and slow requests at warn', () => {
    expect(SLOW_REQUEST_MS).toBe(500);
    expect(requestLogLevel(200, 3)).toBe('debug');
    expect(requestLogLevel(304, 499.9)).toBe('debug');
    expect(requestLogLevel(401, 2)).toBe('info');
    expect(requestLogLevel(404, 2)).toBe('info');
    expect(requestLogLevel(500, 1)).toBe('warn');
    expect(requestLogLevel(503, 1)).toBe('warn');
    expect(requestLogLevel(200, 500)).toBe('warn');
    expect(requestLogLevel(429, 1_200)).toBe('warn');
  });
});

/** An app logging at `level` into `lines`. */
async function appLoggingAt(level: 'info' | 'debug', lines: string[]): Promise<TestApp> {
  return startTestApp({ logLevel: level }, { logStream: { write: (line) => lines.push(line) } });
}

describe('the request log', () => {
  const atInfo: string[] = [];
  const atDebug: string[] = [];
  let info: TestApp;
  let debug: TestApp;
  beforeAll(async () => {
    info = await appLoggingAt('info', atInfo);
    debug = await appLoggingAt('debug', atDebug);
  });
  afterAll(async () => {
    await info.close();
    await debug.close();
  });

  it('says nothing at info about a successful request, and one line about a refused one', async () => {
    atInfo.length = 0;
    expect((await info.client().get('/api/health?probe=secret-query')).status).toBe(200);
    expect(atInfo.join('')).toBe('');
    expect((await info.client().get('/api/user')).status).toBe(401);
    expect(atInfo).toHaveLength(1);
    expect(JSON.parse(atInfo[0] as string)).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      route: '/api/user',
      path: '/api/user',
      status: 401,
    });
  });

  it('logs each request once at debug, without its query', async () => {
    atDebug.length = 0;
    expect((await debug.client().get('/api/health?probe=secret-query')).status).toBe(200);
    const completed = atDebug.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ level: 20, method: 'GET', path: '/api/health', status: 200 });
    expect(typeof completed[0].ms).toBe('number');
    expect(atDebug.join('')).not.toContain('secret-query');
    // A request's arrival is logged at trace only.
    expect(atDebug.join('')).not.toContain('incoming request');
  });
});
