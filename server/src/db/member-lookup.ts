import type { PGlite } from '@electric-sql/pglite';
import { type Column, getTableColumns } from 'drizzle-orm';
import type { Database } from './client';
import { MEMBER_CHANGES_CHANNEL, MemberCache } from './member-cache';
import { PostgresMemberChanges } from './postgres-member-changes';
import { preparedStatement } from './prepared-statement';
import { type SubscriptionRow, sessions, subscriptions, type UserRow, users } from './schema';

/** The session's two times: whether it has expired and whether it is due a touch. */
const SESSION_COLUMNS = { createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt };

/** What a request reads of its member: the profile shown by GET /api/user, the admin rule's inputs, billing ids. */
const USER_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  dateOfBirth: users.dateOfBirth,
  occupation: users.occupation,
  bio: users.bio,
  intentions: users.intentions,
  profilePhotoUrl: users.profilePhotoUrl,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  pendingEmail: users.pendingEmail,
  stripeCustomerId: users.stripeCustomerId,
  termsAcceptedAt: users.termsAcceptedAt,
};

/** The subscription whole: a small row, and the membership services renew and rewrite it as read. */
const SUBSCRIPTION_COLUMNS = getTableColumns(subscriptions);

/** The member as a request sees it: never the password hash, the consent flags or the row's own times. */
export type MemberUser = Pick<UserRow, keyof typeof USER_COLUMNS>;
export type MemberSubscription = SubscriptionRow;

export interface MemberRow {
  session: { createdAt: Date; lastUsedAt: Date };
  user: MemberUser;
  subscription: MemberSubscription | null;
}

/** Finds the session with this token hash, its member and their subscription, in one query. */
export interface MemberLookup {
  /** `fresh`: read the database even if the member is remembered (to confirm a refusal). */
  (tokenHash: string, options?: { fresh?: boolean }): Promise<MemberRow | undefined>;
  /** Resolves once every change committed so far can no longer be answered from memory. */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/** The columns the lookup reads, by part (its test asks drizzle for the same and compares). */
export const MEMBER_COLUMNS = { session: SESSION_COLUMNS, user: USER_COLUMNS, subscription: SUBSCRIPTION_COLUMNS };

type Part = keyof MemberRow;
const ALIASES = { session: 's', user: 'u', subscription: 'sub' } as const;
const COLUMNS = (Object.keys(MEMBER_COLUMNS) as Part[]).flatMap((part) =>
  Object.entries(MEMBER_COLUMNS[part] as Record<string, Column>).map(([key, column]) => ({
    alias: ALIASES[part],
    part,
    key,
    column,
  })),
);
/** The subscription's primary key: null when the member has none (the left join found nothing). */
const SUBSCRIPTION_KEY = COLUMNS.findIndex(({ part, key }) => part === 'subscription' && key === 'userId');

const LOOKUP_SQL = `select ${COLUMNS.map(({ alias, column }) => `${alias}."${column.name}"`).join(', ')}
  from sessions s join users u on u.id = s.user_id left join subscriptions sub on sub.user_id = u.id
  where s.token_hash = $1`;

/** One row, in COLUMNS order, as the member; each value mapped as drizzle maps its column. */
function toMemberRow(values: unknown[]): MemberRow {
  const parts = { session: {}, user: {}, subscription: {} } as Record<Part, Record<string, unknown>>;
  for (let i = 0; i < COLUMNS.length; i++) {
    const { part, key, column } = COLUMNS[i] as (typeof COLUMNS)[number];
    const value = values[i];
    parts[part][key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return {
    session: parts.session as MemberRow['session'],
    user: parts.user as MemberUser,
    subscription: values[SUBSCRIPTION_KEY] === null ? null : (parts.subscription as MemberSubscription),
  };
}

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
 * The per-request member lookup: one prepared statement (db/prepared-statement.ts) on either
 * engine, 26 columns (no token or password hash), rows as arrays mapped by position. On PGlite this
 * join cost ~1.8 ms planned each time against ~0.4 ms prepared. A token hash that is not 64 hex
 * characters cannot exist and is not looked up.
 *
 * Both remember the members they found (MemberCache), so a signed-in request usually costs the
 * database nothing, and forget a member as soon as the database announces a change to their
 * session, account or subscription (migration 0011's triggers). PGlite announces it within the
 * statement that commits it, before the write's caller goes on; PostgreSQL on a listening
 * connection a moment after the commit, so a request that wrote waits for `caughtUp` before it
 * answers (docs/decisions/0022-remembered-members.md).
 */
export function createMemberLookup(database: Database): MemberLookup {
  const { pglite, pool } = database;
  const statement = preparedStatement(database, { name: 'telve_load_member', types: ['text'], text: LOOKUP_SQL });
  const cache = new MemberCache<MemberRow>();
  let changes: MemberChanges;
  if (pglite) changes = pgliteMemberChanges(pglite, cache);
  else if (pool) changes = new PostgresMemberChanges(pool, cache);
  else throw new Error('The member lookup needs PGlite or a PostgreSQL pool');
  const lookup = async (tokenHash: string, options?: { fresh?: boolean }) => {
    if (!HASH.test(tokenHash)) return undefined;
    const remembered = options?.fresh ? undefined : cache.get(tokenHash);
    if (remembered) return remembered;
    const epoch = cache.epoch;
    const listening = await changes.listening();
    const [values] = await statement([tokenHash]);
    if (!values) return undefined;
    const row = frozen(toMemberRow(values));
    if (listening) cache.remember(tokenHash, row.user.id, row, epoch);
    return row;
  };
  return Object.assign(lookup, { caughtUp: () => changes.caughtUp(), close: () => changes.close() });
}
