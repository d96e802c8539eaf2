// The member's own cup (issue 31): from upload to shapes for a 12 MP JPEG, one at a time (p50, p95);
// then 10 members uploading at once, round after round, while other members' daily requests run at
// 50 connections: every upload answered within 5 s or refused politely by the bounded queue (503
// with Retry-After, counted), the server's resident memory sampled throughout. The daily load is
// timed from a thread of its own, so the uploads' work in this process is not counted as the
// server's latency (docs/decisions/0056-bench-load-on-its-own-thread.md). The photos are the
// evaluation set's own (TUNE seeds only), saved at a phone's size and cached in /tmp.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { generateCupPhoto } from '../../server/src/features/cup-photo/evaluation/generate-photo';
import { TUNE } from '../../server/src/features/cup-photo/evaluation/splits';
import { type LoadResult, load, photoForm } from '../lib';
import { CUP_PHOTO_TARGETS } from '../targets';
import type { Budget, Scenario } from './types';

const WIDTH = 4000;
const HEIGHT = 3000;
/** Distinct photos: the first TUNE cup seeds (generating one at 12 MP takes about 2.5 s, once). */
const PHOTOS = 12;
/** Uploads timed one at a time. */
const SERIAL = 24;
/** Members uploading at once, and how many times they do. */
const AT_ONCE = 10;
const ROUNDS = 3;
const CACHE = process.env.BENCH_CUP_CACHE ?? '/tmp/telve-cup-eval';

/**
 * A generated scene saved as a phone saves its 12 MP photos: about 3 MB. The generator's own JPEGs
 * (quality 65-92 over smooth drawn surfaces) average 1.1 MB, a third of a real photo's bytes, and
 * the bytes a queue of uploads holds are part of what this scenario measures.
 */
const PHONE_JPEG = { quality: 97, chromaSubsampling: '4:4:4' } as const;

async function photo(seed: number): Promise<Buffer> {
  const file = path.join(CACHE, `${seed}-cup-${WIDTH}x${HEIGHT}-phone.jpg`);
  if (existsSync(file)) return readFileSync(file);
  const { jpeg } = await generateCupPhoto(seed, { kind: 'cup', width: WIDTH, height: HEIGHT });
  const phone = await sharp(jpeg).jpeg(PHONE_JPEG).toBuffer();
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(file, phone);
  return phone;
}

interface Upload {
  status: number;
  ms: number;
  retryAfter: string | null;
}

/**
 * A photo's multipart body, built once (photoForm): fetch's own FormData streams a 2 MB Blob through
 * web streams in many small copies, which held this process's event loop for up to ~130 ms at a
 * time, and the load generator beside it counted those stalls as the server's latency.
 */
function multipart(jpeg: Buffer): { body: Uint8Array<ArrayBuffer>; type: string } {
  const form = photoForm(jpeg, 'cup.jpg');
  return { body: new Uint8Array(form.body), type: form.contentType };
}

type Photo = ReturnType<typeof multipart>;

async function upload(url: string, cookie: string, photo: Photo): Promise<Upload> {
  const started = performance.now();
  const res = await fetch(`${url}/api/cup-photos`, {
    method: 'POST',
    headers: { cookie, 'content-type': photo.type },
    body: photo.body,
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started, retryAfter: res.headers.get('retry-after') };
}

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

/** Resident memory of a process in MB (Linux), 0 when it cannot be read. */
function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

const statusCounts = (uploads: Upload[]) =>
  [...new Set(uploads.map((u) => u.status))]
    .sort()
    .map((s) => `${uploads.filter((u) => u.status === s).length} x ${s}`)
    .join(', ');

export const cupPhotosScenario: Scenario = {
  name: 'cup-photos',
  async run({ url, signIn, pid }) {
    const seeds = TUNE.filter((spec) => spec.kind === 'cup')
      .slice(0, PHOTOS)
      .map((spec) => spec.seed);
    const photos: Photo[] = [];
    for (const seed of seeds) photos.push(multipart(await photo(seed)));
    const megabytes = photos.reduce((s, p) => s + p.body.length, 0) / photos.length / 1e6;

    // One at a time: a member's 20 photos a day, so a few members share them. The first upload loads
    // the reader if the warm-up has not yet, and is not timed.
    const serialMembers = await Promise.all(Array.from({ length: Math.ceil((SERIAL + 1) / 15) }, () => signIn()));
    await upload(url, serialMembers[0] as string, photos[0] as Photo);
    const serial: Upload[] = [];
    for (let i = 0; i < SERIAL; i++) {
      const member = serialMembers[Math.floor((i + 1) / 15)] as string;
      serial.push(await upload(url, member, photos[i % photos.length] as Photo));
    }
    const serialAnswered = serial.filter((u) => u.status !== 503);
    const p50 = quantile(
      serialAnswered.map((u) => u.ms),
      0.5,
    );
    const p95 = quantile(
      serialAnswered.map((u) => u.ms),
      0.95,
    );

    // 10 at once, round after round, beside other members' daily requests.
    const members = await Promise.all(Array.from({ length: AT_ONCE }, () => signIn()));
    const daily = await signIn({ premium: true });
    await fetch(`${url}/api/coffee-reading`, {
      method: 'POST',
      headers: { cookie: daily, 'content-type': 'application/json' },
      body: JSON.stringify({ intention: 'a calm week', category: 'Other' }),
    });
    const rssBefore = rssMb(pid);
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(pid));
    }, 50);
    const atOnce: Upload[] = [];
    let loading = true;
    const rounds = (async () => {
      for (let round = 0; round < ROUNDS || loading; round++) {
        if (round >= ROUNDS * 3) break;
        const answers = await Promise.all(
          members.map((cookie, i) => upload(url, cookie, photos[(round * AT_ONCE + i) % photos.length] as Photo)),
        );
        atOnce.push(...answers);
      }
    })();
    const headers = { cookie: daily };
    const results: LoadResult[] = [];
    try {
      results.push(
        await load('GET /api/coffee-reading (cup uploads)', {
          url: `${url}/api/coffee-reading`,
          headers,
          ownThread: true,
        }),
        await load('GET /api/readings (cup uploads)', { url: `${url}/api/readings`, headers, ownThread: true }),
      );
    } finally {
      loading = false;
      await rounds;
      clearInterval(sampler);
    }
    peakRss = Math.max(peakRss, rssMb(pid));
    const answered = atOnce.filter((u) => u.status !== 503);
    const refused = atOnce.filter((u) => u.status === 503);
    const impolite = refused.filter((u) => !u.retryAfter).length;
    const failed = [...serial, ...atOnce].filter((u) => u.status >= 500 && u.status !== 503).length;
    const slowest = Math.max(0, ...answered.map((u) => u.ms));

    const lines = [
      `cup photos: ${photos.length} generated 12 MP JPEGs (${WIDTH} x ${HEIGHT}, ${megabytes.toFixed(1)} MB on average)`,
      `  one at a time, upload to shapes (${serial.length}: ${statusCounts(serial)}): p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(...serial.map((u) => u.ms)).toFixed(0)} ms`,
      `  ${AT_ONCE} members at once, ${atOnce.length / AT_ONCE} rounds beside daily load (${statusCounts(atOnce)}): answered ${answered.length}, slowest ${slowest.toFixed(0)} ms, p50 ${quantile(
        answered.map((u) => u.ms),
        0.5,
      ).toFixed(0)} ms; refused by the queue ${refused.length} (${impolite} without Retry-After)`,
      `  server resident memory: ${rssBefore.toFixed(0)} MB after the one-at-a-time uploads, peak ${peakRss.toFixed(0)} MB while ${AT_ONCE} upload at once beside the daily load`,
    ];
    const budgets: Budget[] = [
      { name: 'cup photo 12 MP, one at a time p50', value: p50, limit: CUP_PHOTO_TARGETS.serialP50Ms, unit: 'ms' },
      { name: 'cup photo 12 MP, one at a time p95', value: p95, limit: CUP_PHOTO_TARGETS.serialP95Ms, unit: 'ms' },
      {
        name: `cup photo 12 MP, ${AT_ONCE} at once: slowest answer`,
        value: slowest,
        limit: CUP_PHOTO_TARGETS.atOnceAnswerMs,
        unit: 'ms',
      },
      { name: 'cup photos: resident memory, peak', value: peakRss, limit: CUP_PHOTO_TARGETS.residentMb, unit: 'MB' },
      // A refusal is polite (503 with Retry-After) or it is a failure; any other 5xx is a failure.
      { name: 'cup photos: impolite refusals and 5xx', value: impolite + failed, limit: 0, unit: 'x' },
    ];
    return { results, lines, budgets };
  },
};
