import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';
import { MEMBER_CHANGES_CHANNEL, MemberCache } from './member-cache';
import { type ChannelListener, PostgresMemberChanges } from './postgres-member-changes';
import { loadMember, type MemberRow } from './statements/load-member';

/** Finds the session with this token hash, its member and their subscription, in one query. */
export interface MemberLookup {
  /** `fresh`: read the database even if the member is remembered (to confirm a refusal). */
  (tokenHash: string, options?: { fresh?: boolean }): Promise<MemberRow | undefined>;
  /** Resolves once every change committed so far can no longer be answered from memory. */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/** The lookup as it is built: also whether announcements are heard now (connecting first if need be). */
type ListeningLookup = MemberLookup & { listening(): Promise<boolean> };

const HASH = /^[0-9a-f]{64}$/;

/**
 * The embedded engine's announcements, heard within the statement that commits a change: once
 * listening, there is never anything left to catch up on.
 */
function pgliteMemberChanges(pglite: PGlite, cache: MemberCache<MemberRow>): MemberChanges {
  let listening: Promise<boolean> | undefined;
  return {
    listening() {
      listening ??= pglite
        .listen(MEMBER_CHANGES_CHANNEL, (payload) => cache.changed(payload))
        .then(
          () => true,
          () => {
            listening = undefined;
            return false;
          },
        );
      return listening;
    },
    caughtUp: async () => {},
    close: async () => {},
  };
}

/** How a lookup hears of member changes: only while `listening` may it remember. */
type MemberChanges = Pick<PostgresMemberChanges, 'listening' | 'caughtUp' | 'close'>;

/** A remembered row is shared by every request that presents its session: none may change it. */
function frozen(row: MemberRow): MemberRow {
  Object.freeze(row.session);
  Object.freeze(row.user);
  if (row.subscription) Object.freeze(row.subscription);
  return Object.freeze(row);
}

/**
 * The per-request member lookup: one prepared statement (db/statements/load-member.ts) on either
 * engine. On PGlite that join cost ~1.8 ms planned each time against ~0.4 ms prepared. A token hash
 * that is not 64 hex characters cannot exist and is not looked up.
 *
 * Both remember the members they found (MemberCache), so a signed-in request usually costs the
 * database nothing, and forget a member as soon as the database announces a change to their
 * session, account or subscription (migration 0011's triggers). PGlite announces it within the
 * statement that commits it, before the write's caller goes on; PostgreSQL on a listening
 * connection a moment after the commit, so a request that wrote waits for `caughtUp` before it
 * answers (docs/decisions/0022-remembered-members.md). On PostgreSQL the same listening connection
 * also hears `channels` (the realtime bus's, db/realtime-bus.ts).
 */
export function createMemberLookup(
  database: Database,
  options: { channels?: readonly ChannelListener[] } = {},
): ListeningLookup {
  const { pglite, pool } = database;
  const cache = new MemberCache<MemberRow>();
  let changes: MemberChanges;
  if (pglite) changes = pgliteMemberChanges(pglite, cache);
  else if (pool) changes = new PostgresMemberChanges(pool, cache, undefined, options.channels);
  else throw new Error('The member lookup needs PGlite or a PostgreSQL pool');
  const lookup = async (tokenHash: string, options?: { fresh?: boolean }) => {
    if (!HASH.test(tokenHash)) return undefined;
    const remembered = options?.fresh ? undefined : cache.get(tokenHash);
    if (remembered) return remembered;
    const epoch = cache.epoch;
    const listening = await changes.listening();
    const found = await loadMember(database, tokenHash);
    if (!found) return undefined;
    const row = frozen(found);
    if (listening) cache.remember(tokenHash, row.user.id, row, epoch);
    return row;
  };
  return Object.assign(lookup, {
    caughtUp: () => changes.caughtUp(),
    listening: () => changes.listening(),
    close: () => changes.close(),
  });
}
