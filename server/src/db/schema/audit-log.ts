import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every administrator change, written in the transaction that makes it. The object is named by type
 * and id without a foreign key, so its entries outlive it; the actor's name and email are copied for
 * the same reason, and stay when the actor's account is deleted (decision 0015). Listed in id
 * order, which is the order the changes were applied.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** Null only on entries written before names were kept whose actor's account was already gone. */
    actorName: text('actor_name'),
    /** create, update, delete, hide, unhide or dismiss-reports. */
    action: text('action').notNull(),
    /** circle, post or event. */
    objectType: text('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_object_idx').on(table.objectType, table.objectId)],
);
