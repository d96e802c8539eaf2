import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/** A photo or video uploaded for a post: owned by its uploader until a post refers to it. */
export const postMedia = pgTable(
  'post_media',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Null until the post that attaches it is created. */
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    /** 'image' or 'video'. */
    kind: text('kind').notNull(),
    /** The file's name in the blob store (random). */
    blobKey: text('blob_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Its place among the post's media. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('post_media_post_idx').on(table.postId), index('post_media_owner_idx').on(table.ownerId)],
);
