import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { type LiveStream, openLiveStream } from '../test/live-stream';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { type ServerProcess, spawnServer } from '../test/spawn-server';
import { insertCircle, insertMember, insertSession, insertSubscription } from './db/factories';
import { circleMembers } from './db/schema';
import { sessionCookieName } from './plugins/auth';

// Issue 36's "done when": two app processes on one PostgreSQL database with an S3-compatible store
// (s3rver) serve one community: a photo uploaded through one is served, byte for byte, by the
// other; a post written through one reaches a member streaming the circle from the other; a
// session begun on one is known to the other; and a limit counts attempts on both together.
// Runs when TEST_DATABASE_URL names a PostgreSQL server.
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let s3: TestS3 | undefined;
let a: ServerProcess;
let b: ServerProcess;
let circleId = 0;
let reader = '';
let writer = '';
const streams: LiveStream[] = [];

beforeAll(async () => {
  if (!postgres) return;
  database = await openTestDatabase();
  s3 = await startTestS3();
  const { config } = s3;
  const env = {
    DATABASE_URL: database.url ?? '',
    S3_BUCKET: config.bucket,
    S3_ENDPOINT: config.endpoint ?? '',
    S3_REGION: config.region,
    S3_ACCESS_KEY_ID: config.credentials?.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: config.credentials?.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: String(config.forcePathStyle),
  };
  [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  const db = database.db;
  circleId = (await insertCircle(db, { description: 'One community, two processes.' })).id;
  const member = async () => {
    const user = await insertMember(db, { firstName: 'Nilay' });
    await insertSubscription(db, { userId: user.id });
    await db.insert(circleMembers).values({ circleId, userId: user.id });
    return `${sessionCookieName(false)}=${(await insertSession(db, { userId: user.id })).token}`;
  };
  reader = await member();
  writer = await member();
}, 120_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.close();
  await database?.close();
});

const json = (body: unknown) => ({ body: JSON.stringify(body) });

describe.skipIf(!postgres)('one community on two app processes, one PostgreSQL and one S3 store', () => {
  it('serves a photo uploaded through one process from the other, byte for byte, and streams its post there', async () => {
    const stream = await openLiveStream(`${b.url}/api/circles/${circleId}/live`, { cookie: reader });
    streams.push(stream);
    expect(stream.status).toBe(200);

    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6b4226' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'cup.jpg');
    const uploaded = await fetch(`${a.url}/api/circle-media`, {
      method: 'POST',
      headers: { cookie: writer },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const media = (await uploaded.json()) as { id: number; url: string };

    const posted = await fetch(`${a.url}/api/circles/${circleId}/posts`, {
      method: 'POST',
      headers: { cookie: writer, 'content-type': 'application/json' },
      body: json({ content: 'Morning cup on the Bosphorus', mediaIds: [media.id] }).body,
    });
    expect(posted.status).toBe(201);
    const post = (await posted.json()) as { id: number };
    // Heard on the other process at all (without NOTIFY it never is); how fast is the bench's to say.
    await stream.next((e) => e.data?.kind === 'post' && e.data?.postId === post.id, 8000);

    // The other process reads the post and serves its photo from the bucket.
    const feed = await fetch(`${b.url}/api/circles/${circleId}/posts`, { headers: { cookie: reader } });
    const page = (await feed.json()) as { posts: { id: number; media: { url: string }[] }[] };
    const found = page.posts.find((p) => p.id === post.id);
    expect(found?.media[0]?.url).toBe(media.url);
    const served = await fetch(`${b.url}${media.url}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const key = `uploads/${media.url.split('/').pop()}`;
    expect(s3?.storedBytes(key)?.equals(bytes)).toBe(true);
    const range = await fetch(`${b.url}${media.url}`, { headers: { range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);
  });

  it('knows on one process a member who signed up on the other, and counts her sign-in attempts on both together', async () => {
    const email = `two.processes.${Date.now()}@telve.test`;
    const registered = await fetch(`${a.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json({
        firstName: 'Deniz',
        lastName: 'Kaya',
        email,
        password: 'two-processes-one-home',
        dateOfBirth: '1992-05-14',
        intentions: ['Growth'],
      }).body,
    });
    expect(registered.status).toBe(201);
    const cookie = (registered.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const user = await fetch(`${b.url}/api/user`, { headers: { cookie } });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { email: string }).email).toBe(email);

    // 20 wrong guesses at once, half through each process: the limit of 10 per address and
    // account holds across both (the count is one row in the shared database).
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${(i % 2 === 0 ? a : b).url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: json({ email, password: `wrong-guess-${i}` }).body,
        }).then((res) => res.status),
      ),
    );
    expect(guesses.filter((status) => status === 401)).toHaveLength(10);
    expect(guesses.filter((status) => status === 429)).toHaveLength(10);
  });
});
