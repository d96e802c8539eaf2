import { LANGUAGES, type Language } from '@contract/languages';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored trimmed and lower-cased, so the unique index compares case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Local birth time 'HH:MM' at the birth place; null: unknown (a noon chart without houses). */
    birthTime: text('birth_time'),
    /** The GeoNames id of the birth place (features/natal/places.ts) and its name when chosen. */
    birthPlaceId: integer('birth_place_id'),
    birthPlaceName: text('birth_place_name'),
    /**
     * The birth place's coordinates (degrees) and IANA zone, stored with the id at update-profile
     * time so a chart or a day's transits never need the ~90 MB place index (migration 0016).
     */
    birthPlaceLat: doublePrecision('birth_place_lat'),
    birthPlaceLon: doublePrecision('birth_place_lon'),
    birthPlaceTimeZone: text('birth_place_time_zone'),
    /** Which of two readings of a local time a clock change made ambiguous or skipped: 'earlier' or 'later'. */
    birthTimeFold: text('birth_time_fold'),
    occupation: text('occupation'),
    /**
     * The language Telve speaks to her (contract/languages.ts): her pages, her mail, her care answers,
     * her reminders. Set at
     * registration from her browser among the offered languages, then by her in Settings (migration 0019).
     */
    language: text('language').$type<Language>().notNull().default('en'),
    /** Shown to the members of the circles one joins; at most 280 characters (contract/auth.ts). */
    bio: text('bio'),
    intentions: jsonb('intentions').$type<string[]>().notNull().default([]),
    profilePhotoUrl: text('profile_photo_url'),
    role: text('role').notNull().default('member'),
    /**
     * When ownership of the email was proven: a mailed link to it opened (the registration's
     * confirmation, a password reset, a new address's confirmation), or the account made by an
     * operator's `npm run admin:create`. ADMIN_EMAILS grants admin only to such an account.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** An address the member asked to change to; it replaces `email` once its link is opened. */
    pendingEmail: text('pending_email'),
    stripeCustomerId: text('stripe_customer_id'),
    termsAndPrivacy: boolean('terms_and_privacy').notNull().default(false),
    notMentalHealth: boolean('not_mental_health').notNull().default(false),
    ageVerification: boolean('age_verification').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_birth_time_valid', sql`${table.birthTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('users_birth_time_fold_valid', sql`${table.birthTimeFold} in ('earlier', 'later')`),
    check('users_language_valid', sql.raw(`"language" in (${LANGUAGES.map((code) => `'${code}'`).join(', ')})`)),
  ],
);

export type UserRow = typeof users.$inferSelect;
