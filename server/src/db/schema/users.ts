import { boolean, date, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    occupation: text('occupation'),
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
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

export type UserRow = typeof users.$inferSelect;
