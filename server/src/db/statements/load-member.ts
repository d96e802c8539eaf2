import { type Column, getTableColumns } from 'drizzle-orm';
import type { Database } from '../client';
import { defineStatement } from '../prepared-statement';
import { type SubscriptionRow, sessions, subscriptions, type UserRow, users } from '../schema';

/**
 * The member a session token hash names, with their account and subscription, in one row: 34
 * columns, never the token or password hash, the consent flags or the account's own times. No
 * subscription: its columns are null. $1 the token hash.
 */
export const LOAD_MEMBER_SQL = `
select s.created_at, s.last_used_at,
  u.id, u.email, u.first_name, u.last_name, u.date_of_birth, u.occupation, u.bio, u.intentions,
  u.profile_photo_url, u.role, u.email_verified_at, u.pending_email, u.stripe_customer_id, u.terms_accepted_at,
  u.birth_time, u.birth_place_id, u.birth_place_name, u.birth_time_fold,
  u.birth_place_lat, u.birth_place_lon, u.birth_place_time_zone, u.language,
  sub.user_id, sub.id, sub.provider, sub.plan, sub.status, sub.cancel_at_period_end, sub.current_period_end,
  sub.checkout_session_id, sub.created_at, sub.updated_at
from sessions s
join users u on u.id = s.user_id
left join subscriptions sub on sub.user_id = u.id
where s.token_hash = $1`;

const statement = defineStatement('telve_load_member', LOAD_MEMBER_SQL);

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
  birthTime: users.birthTime,
  birthPlaceId: users.birthPlaceId,
  birthPlaceName: users.birthPlaceName,
  birthTimeFold: users.birthTimeFold,
  birthPlaceLat: users.birthPlaceLat,
  birthPlaceLon: users.birthPlaceLon,
  birthPlaceTimeZone: users.birthPlaceTimeZone,
  language: users.language,
};

/** The subscription whole: a small row, and the membership services renew and rewrite it as read. */
const SUBSCRIPTION_COLUMNS = getTableColumns(subscriptions);

/**
 * The statement's columns by part, in its order: the decoder maps each value as drizzle maps its
 * column (load-member.test.ts holds the SQL to this list, and the rows to drizzle's own query).
 */
export const MEMBER_COLUMNS = { session: SESSION_COLUMNS, user: USER_COLUMNS, subscription: SUBSCRIPTION_COLUMNS };

/** The member as a request sees it: never the password hash, the consent flags or the row's own times. */
export type MemberUser = Pick<UserRow, keyof typeof USER_COLUMNS>;
export type MemberSubscription = SubscriptionRow;

export interface MemberRow {
  session: { createdAt: Date; lastUsedAt: Date };
  user: MemberUser;
  subscription: MemberSubscription | null;
}

type Part = keyof MemberRow;
const COLUMNS = (Object.keys(MEMBER_COLUMNS) as Part[]).flatMap((part) =>
  Object.entries(MEMBER_COLUMNS[part] as Record<string, Column>).map(([key, column]) => ({ part, key, column })),
);
/** The subscription's primary key: null when the member has none (the left join found nothing). */
const SUBSCRIPTION_KEY = COLUMNS.findIndex(({ part, key }) => part === 'subscription' && key === 'userId');

/** One row, in COLUMNS order, as the member; each value mapped as drizzle maps its column. */
function decodeMemberRow(values: unknown[]): MemberRow {
  if (values.length !== COLUMNS.length) throw new Error(`load member: a row of ${COLUMNS.length} columns expected`);
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

/** The member whose session has this token hash, or undefined when there is no such session. */
export async function loadMember(database: Database, tokenHash: string): Promise<MemberRow | undefined> {
  const [row] = await statement.run(database, [tokenHash]);
  return row ? decodeMemberRow(row) : undefined;
}
