import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every administrator change, written in the transaction that makes it. The object is named by type
 * and id without a foreign key, so its entries outlive it; the actor's email is copied for the same
 * reason.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** create, update, delete, hide, unhide or dismiss-reports. */
    action: text('action').notNull(),
    /** circle, post or event. */
    objectType: text('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_recent_idx').on(sql`${table.createdAt} desc`, sql`${table.id} desc`),
    index('audit_log_object_idx').on(table.objectType, table.objectId),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
