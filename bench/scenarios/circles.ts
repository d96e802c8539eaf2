// The Wellness Circle feed at size: one circle with 10,000 posts (5 likes and 2 comments each) and
// 200 members, its first page and a deep page (after 5,000 posts), beside GET /api/user on the same
// server, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default the local test server; skipped
// when it cannot be reached).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/src/db/client';
import { circles, posts, subscriptions, users } from '../../server/src/db/schema';
import { seedDatabase } from '../../server/src/db/seed';
import { createSession } from '../../server/src/db/sessions';
import { cursorTimestamp, encodeFeedCursor } from '../../server/src/features/circles/feed-cursor';
import { spawnServer } from '../../server/test/spawn-server';
import { type LoadResult, load } from '../lib';
import type { Scenario } from './types';

const POSTS = 10_000;
const MEMBERS = 200;
const DEEP_OFFSET = 5_000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Prepared {
  cookie: string;
  circleId: number;
  deepCursor: string;
  plan: string;
}

/** Fills a migrated database and answers the viewer's cookie, the circle and a deep cursor. */
async function fill(database: Database): Promise<Prepared> {
  const { db } = database;
  await seedDatabase(db);
  const [circle] = await db.select({ id: circles.id }).from(circles).where(eq(circles.name, 'Emotional Resilience'));
  const circleId = circle?.id as number;
  await db.execute(sql`insert into users (email, password_hash, first_name, last_name)
    select 'bench-' || g || '@sample.telve.invalid', '!', 'Member', 'N' || g from generate_series(1, ${MEMBERS}) g`);
  const [first] = await db.select({ id: sql<number>`min(${users.id})::int` }).from(users);
  const base = first?.id as number;
  await db.execute(sql`insert into circle_members (circle_id, user_id) select ${circleId}, id from users`);
  await db.execute(sql`insert into posts (circle_id, author_id, content, tags, created_at)
    select ${circleId}, ${base} + (g % ${MEMBERS}), 'Bench post ' || g || ' about rest and #breathing',
      '["breathing"]'::jsonb, now() - g * interval '37 seconds'
    from generate_series(1, ${POSTS}) g`);
  await db.execute(sql`insert into post_likes (post_id, user_id)
    select p.id, ${base} + ((p.id + k * 41) % ${MEMBERS}) from posts p, generate_series(0, 4) k`);
  await db.execute(sql`insert into comments (post_id, author_id, content, created_at)
    select p.id, ${base} + ((p.id + k) % ${MEMBERS}), 'Thank you for sharing', p.created_at + interval '1 minute'
    from posts p, generate_series(1, 2) k`);
  await db.execute(sql`analyze`);
  const viewer = base;
  await db.insert(subscriptions).values({
    userId: viewer,
    id: 'demo_bench',
    provider: 'demo',
    plan: 'annual',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000),
  });
  const token = await createSession(db, viewer, new Date());
  const [deep] = await db
    .select({ at: cursorTimestamp(posts.createdAt), id: posts.id })
    .from(posts)
    .where(eq(posts.circleId, circleId))
    .orderBy(sql`${posts.createdAt} desc, ${posts.id} desc`)
    .offset(DEEP_OFFSET - 1)
    .limit(1);
  // How the deep page reads posts: by the feed index, 21 rows, never a sort of the whole circle.
  const explained =
    await db.execute(sql`explain (analyze, format json) select id from posts where circle_id = ${circleId}
    and (created_at, id) < (${deep?.at}::timestamptz, ${deep?.id}) order by created_at desc, id desc limit 21`);
  const plan = describePlan((explained as unknown as { rows: Record<string, unknown>[] }).rows[0]);
  return {
    cookie: `telve_session=${token}`,
    circleId,
    deepCursor: encodeFeedCursor({ createdAt: deep?.at as string, id: deep?.id as number }),
    plan,
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

/** "Index Scan using posts_feed_idx, 21 rows read" for the node that reads posts. */
function describePlan(row: Record<string, unknown> | undefined): string {
  const raw = Object.values(row ?? {})[0];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  if (top) walk(top.Plan);
  const scan = nodes.find((node) => node['Relation Name'] === 'posts');
  const sort = nodes.some((node) => node['Node Type'] === 'Sort') ? ', then a sort' : '';
  if (!scan) return 'no scan of posts found';
  return `${scan['Node Type']}${scan['Index Name'] ? ` using ${scan['Index Name']}` : ''}, ${scan['Actual Rows']} rows read${sort}`;
}

async function measure(engine: string, server: { url: string }, prepared: Prepared): Promise<LoadResult[]> {
  const headers = { cookie: prepared.cookie };
  const feed = `${server.url}/api/circles/${prepared.circleId}/posts`;
  for (const url of [`${server.url}/api/user`, feed, `${feed}?cursor=${prepared.deepCursor}`]) {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`circles bench: ${url} answered ${res.status} ${await res.text()}`);
  }
  return [
    await load(`GET /api/user (${engine})`, { url: `${server.url}/api/user`, headers }),
    await load(`feed first page (${engine})`, { url: feed, headers }),
    await load(`feed deep page (${engine})`, { url: `${feed}?cursor=${prepared.deepCursor}`, headers }),
  ];
}

async function onPglite(): Promise<{ results: LoadResult[]; plan: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-bench-circles-'));
  try {
    const database = await openDatabase({ dataDir });
    const prepared = await fill(database).finally(() => database.close());
    const server = await spawnServer({ DATA_DIR: dataDir, SEED_SAMPLE_DATA: 'false' }, { entry: 'built' });
    try {
      return { results: await measure('PGlite', server, prepared), plan: prepared.plan };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<{ results: LoadResult[]; plan: string } | string> {
  const name = `telve_bench_circles_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    return `circles on PostgreSQL skipped: ${POSTGRES_URL} cannot be reached (${(error as Error).message})`;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-bench-circles-pg-'));
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    const prepared = await fill(database).finally(() => database.close());
    const server = await spawnServer(
      { DATA_DIR: dataDir, DATABASE_URL: url.toString(), SEED_SAMPLE_DATA: 'false' },
      { entry: 'built' },
    );
    try {
      return { results: await measure('PostgreSQL', server, prepared), plan: prepared.plan };
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const circlesScenario: Scenario = {
  name: 'circles',
  async run() {
    const lines: string[] = [];
    const pglite = await onPglite();
    const results = [...pglite.results];
    lines.push(`circles deep page plan (PGlite): ${pglite.plan.trim()}`);
    const postgres = await onPostgres();
    if (typeof postgres === 'string') {
      lines.push(postgres);
    } else {
      results.push(...postgres.results);
      lines.push(`circles deep page plan (PostgreSQL): ${postgres.plan.trim()}`);
    }
    for (let i = 0; i + 2 < results.length; i += 3) {
      const [user, first, deep] = results.slice(i, i + 3) as [LoadResult, LoadResult, LoadResult];
      lines.push(
        `circles feed / GET /api/user: first page p99 ${first.p99} ms, deep page p99 ${deep.p99} ms vs ${user.p99} ms (${user.name})`,
      );
    }
    return { results, lines };
  },
};
