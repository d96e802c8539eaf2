// The one query both reference servers run: the session's member and subscription by token hash,
// the columns GET /api/user shows.
export const REFERENCE_LOOKUP_SQL = `select u.id, u.email, u.first_name, u.last_name, u.date_of_birth, u.occupation,
  u.intentions, u.profile_photo_url, u.bio, u.role, u.stripe_customer_id, u.terms_accepted_at,
  u.email_verified_at, u.pending_email, s.created_at, s.last_used_at,
  sub.plan, sub.status, sub.cancel_at_period_end, sub.current_period_end
  from sessions s join users u on u.id = s.user_id left join subscriptions sub on sub.user_id = u.id
  where s.token_hash = $1`;

/** The session token from a Cookie header, hashed as Telve stores it; null without one. */
export function tokenHashOf(cookie: string | undefined, hash: (token: string) => string): string | null {
  const token = /(?:^|;\s*)telve_session=([^;]+)/.exec(cookie ?? '')?.[1];
  return token ? hash(token) : null;
}
