// Memory and start-up of the built server on the embedded database: the first start on a new data
// dir (time to its first answer, resident memory), then BENCH_MIXED_SECONDS (default 60) of mixed
// daily load, then a restart on the same data dir.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { START_ENV, startNodeFlags } from '../../scripts/start-flags.mjs';
import { signUpThrough } from '../../server/test/sign-up';
import { freePort } from '../../server/test/spawn-server';
import { TestClient } from '../../server/test/test-client';
import type { Budget, Scenario } from './types';

const root = path.resolve(import.meta.dirname, '../..');
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const RSS_LIMIT_MB = 350;
const FIRST_START_LIMIT_MS = 4000;
const RESTART_LIMIT_MS = 1500;
/** Memory is read this long after the first answer, once start-up work has settled. */
const SETTLE_MS = 2000;

interface Started {
  child: ChildProcess;
  url: string;
  firstAnswerMs: number;
}

/** Starts dist/server/main.js as `npm start` does (its Node flags too) and times it to its first 200 from /api/health. */
async function start(dataDir: string): Promise<Started> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, [...startNodeFlags(), path.join(root, 'dist/server/main.js')], {
    env: {
      ...START_ENV,
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      REGISTRATIONS_PER_HOUR: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { child, url, firstAnswerMs: performance.now() - began };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** A premium member's day, over and over on 50 connections: reads mostly, some writes. */
async function mixedLoad(url: string): Promise<number> {
  const members = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const client = new TestClient(url);
      await signUpThrough((p, body) => client.post(p, body), {}, { premium: true });
      await client.post('/api/coffee-reading', { intention: 'a calm week', category: 'Other' });
      return client.cookieHeader();
    }),
  );
  let next = 0;
  const json = { 'content-type': 'application/json' };
  const today = new Date().toISOString().slice(0, 10);
  const result = await autocannon({
    url,
    connections: 50,
    duration: MIXED_SECONDS,
    requests: (
      [
        { method: 'GET', path: '/api/user' },
        { method: 'POST', path: '/api/horoscope', headers: json, body: JSON.stringify({ sign: 'Leo', date: today }) },
        { method: 'GET', path: '/api/readings' },
        { method: 'GET', path: '/api/coffee-reading' },
        { method: 'POST', path: '/api/affirmation', headers: json, body: JSON.stringify({ mood: 'Calm' }) },
        { method: 'GET', path: '/api/subscription' },
        { method: 'GET', path: '/api/journal/history' },
        { method: 'GET', path: '/api/circles' },
      ] as autocannon.Request[]
    ).map((request) => ({
      ...request,
      setupRequest: (req: autocannon.Request) => ({
        ...req,
        headers: { ...req.headers, cookie: members[next++ % members.length] as string },
      }),
    })),
  });
  return Math.round(result.requests.average);
}

export const footprintScenario: Scenario = {
  name: 'footprint',
  async run() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-bench-footprint-'));
    try {
      const first = await start(dataDir);
      let afterStart = 0;
      let afterLoad = 0;
      let mixedRate = 0;
      try {
        await settle();
        afterStart = rssMb(first.child.pid);
        mixedRate = await mixedLoad(first.url);
        await settle();
        afterLoad = rssMb(first.child.pid);
      } finally {
        await stop(first.child);
      }
      const again = await start(dataDir);
      await settle();
      const afterRestart = rssMb(again.child.pid);
      await stop(again.child);
      const lines = [
        `first start on a new data dir: first answer in ${first.firstAnswerMs.toFixed(0)} ms, ${afterStart.toFixed(0)} MB resident`,
        `after ${MIXED_SECONDS} s of mixed load (${mixedRate} req/s): ${afterLoad.toFixed(0)} MB resident`,
        `restart on that data dir: first answer in ${again.firstAnswerMs.toFixed(0)} ms, ${afterRestart.toFixed(0)} MB resident`,
      ];
      const budgets: Budget[] = [
        { name: 'first answer, new data dir', value: first.firstAnswerMs, limit: FIRST_START_LIMIT_MS, unit: 'ms' },
        { name: 'first answer, existing data dir', value: again.firstAnswerMs, limit: RESTART_LIMIT_MS, unit: 'ms' },
        { name: 'resident memory after first start', value: afterStart, limit: RSS_LIMIT_MB, unit: 'MB' },
        {
          name: `resident memory after ${MIXED_SECONDS} s mixed load`,
          value: afterLoad,
          limit: RSS_LIMIT_MB,
          unit: 'MB',
        },
      ];
      return { results: [], lines, budgets };
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
