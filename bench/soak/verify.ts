// After the soak: every write a process acknowledged is looked for through the other process. A
// reading by its id; moods, posts, likes and journal saves in the member's own lists (paged to the
// end), read as that member.
import type { Acknowledged, SoakMember, WriteKind } from './member';

/** How many acknowledged writes of each kind were checked, and which were not found. */
export interface WriteCheck {
  checked: Record<WriteKind, number>;
  lost: Acknowledged[];
}

type Page<T> = { items?: T[]; posts?: T[]; nextCursor: string | null };

/** Every item of a cursor-paged list, through one process (null when a page did not answer 200). */
async function allPages<T>(member: SoakMember, path: string, process: number): Promise<T[] | null> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await member.send(
      `GET ${path} (check)`,
      'GET',
      cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path,
      undefined,
      process,
    );
    if (page?.status !== 200) return null;
    const body = page.body as Page<T>;
    items.push(...(body.items ?? body.posts ?? []));
    cursor = body.nextCursor;
  } while (cursor);
  return items;
}

/** The ids of `kind` this member's lists show through `process`. */
async function foundThrough(member: SoakMember, process: number): Promise<Map<WriteKind, Set<number>>> {
  const moods = await member.send('GET /api/moods (check)', 'GET', '/api/moods', undefined, process);
  const feed = await allPages<{ id: number; isOwn: boolean; isLiked: boolean }>(
    member,
    `/api/circles/${member.circleId}/posts`,
    process,
  );
  const saved = await allPages<{ id: number }>(member, '/api/journal/readings', process);
  return new Map<WriteKind, Set<number>>([
    ['mood', new Set(moods?.status === 200 ? (moods.body as { id: number }[]).map((m) => m.id) : [])],
    ['post', new Set((feed ?? []).filter((p) => p.isOwn).map((p) => p.id))],
    ['like', new Set((feed ?? []).filter((p) => p.isLiked).map((p) => p.id))],
    ['journal', new Set((saved ?? []).map((entry) => entry.id))],
  ]);
}

export async function checkWrites(members: SoakMember[], processes: number): Promise<WriteCheck> {
  const check: WriteCheck = { checked: { mood: 0, reading: 0, post: 0, like: 0, journal: 0 }, lost: [] };
  for (const member of members) {
    for (let process = 0; process < processes; process++) {
      // The writes the other process acknowledged, looked for through this one.
      const theirs = member.writes.filter((write) => write.process !== process);
      const found = await foundThrough(member, process);
      for (const write of theirs) {
        check.checked[write.kind] += 1;
        const there =
          write.kind === 'reading'
            ? (
                await member.send(
                  'GET /api/coffee-reading/:id (check)',
                  'GET',
                  `/api/coffee-reading/${write.id}`,
                  undefined,
                  process,
                )
              )?.status === 200
            : (found.get(write.kind)?.has(write.id) ?? false);
        if (!there) check.lost.push(write);
      }
    }
  }
  return check;
}
