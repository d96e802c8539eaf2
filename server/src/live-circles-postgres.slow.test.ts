import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { type LiveStream, openLiveStream } from '../test/live-stream';
import { type ServerProcess, spawnServer } from '../test/spawn-server';
import { insertCircle, insertMember, insertSession, insertSubscription } from './db/factories';
import { circleMembers } from './db/schema';
import { sessionCookieName } from './plugins/auth';

// Live circles across processes: a post written through one app process reaches a member whose
// circle screen is streaming from another, through PostgreSQL's NOTIFY. Runs when
// TEST_DATABASE_URL names a PostgreSQL server.
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
const servers: ServerProcess[] = [];
const dirs: string[] = [];
const streams: LiveStream[] = [];

async function startServer(): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-pg-live-'));
  dirs.push(dataDir);
  const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' });
  servers.push(server);
  return server;
}

let a: ServerProcess;
let b: ServerProcess;
let circleId: number;
let reader: string;
let writer: string;
beforeAll(async () => {
  if (!postgres) return;
  database = await openTestDatabase();
  [a, b] = await Promise.all([startServer(), startServer()]);
  circleId = (await insertCircle(database.db, { description: 'Two processes, one circle.' })).id;
  const member = async () => {
    const user = await insertMember(database!.db, { firstName: 'Pola' });
    await insertSubscription(database!.db, { userId: user.id });
    await database!.db.insert(circleMembers).values({ circleId, userId: user.id });
    return `${sessionCookieName(false)}=${(await insertSession(database!.db, { userId: user.id })).token}`;
  };
  reader = await member();
  writer = await member();
}, 120_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  for (const server of servers) {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  await database?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function follow(server: ServerProcess, lastEventId?: string) {
  const stream = await openLiveStream(`${server.url}/api/circles/${circleId}/live`, { cookie: reader, lastEventId });
  streams.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

/** Posts through `server`, answering the post's id and when it was acknowledged (the 201 arrived). */
async function postThrough(server: ServerProcess, content: string) {
  const res = await fetch(`${server.url}/api/circles/${circleId}/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: writer },
    body: JSON.stringify({ content }),
  });
  expect(res.status).toBe(201);
  const writtenAt = Date.now();
  return { postId: ((await res.json()) as { id: number }).id, writtenAt };
}

describe.skipIf(!postgres)('live circles across two app processes on one PostgreSQL database', () => {
  // Without NOTIFY the other process never hears of the post: `next` gives up after its bound. The
  // bound is wide (a 2-core CI machine running the whole PostgreSQL suite took 1.7 s once; alone it
  // is well under 0.1 s): how fast is the bench's to say, not this test's.
  it('a post written on A reaches a stream on B, each of 5 times, and the other way round', async () => {
    const onB = await follow(b);
    const onA = await follow(a);
    for (let i = 0; i < 5; i++) {
      const [from, to] = i % 2 === 0 ? [a, onB] : [b, onA];
      const { postId } = await postThrough(from, `post ${i}`);
      await to.next((e) => e.data.kind === 'post' && e.data.postId === postId, 8000);
    }
  });

  it('resumes on B from an id heard on A: every process keeps the same events under the same ids', async () => {
    const onA = await follow(a);
    const { postId: one } = await postThrough(a, 'heard on A');
    const heard = await onA.next((e) => e.data.postId === one);
    onA.close();
    const { postId: two } = await postThrough(a, 'missed while away');
    const onB = await follow(b, heard.id);
    const resumed = await onB.next((e) => e.data.postId === two);
    expect(onB.events.map((e) => e.data)).toEqual([{ kind: 'post', postId: two }]);
    expect(resumed.id).toMatch(/^[a-z0-9]{8}\.\d+$/);
  });
});
