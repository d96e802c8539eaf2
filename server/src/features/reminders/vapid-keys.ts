import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vapidKeys } from '../../db/schema';

/** What sending a push message needs: the server's VAPID pair, who it is, and how to reach a push service. */
export interface PushSender {
  publicKey: string;
  privateKey: string;
  /** The VAPID subject: a mailto: address push services may write to about this server's messages. */
  subject: string;
  /** Tests trust their local push service's certificate through this; none in production. */
  agent?: Agent;
}

declare module '../../context' {
  interface AppContext {
    /** The VAPID pair and the way to the push services, for the morning reminder. */
    push: PushSender;
  }
}

/**
 * The server's VAPID key pair: the one kept in the database, or a new one on the very first start.
 * Then one INSERT ... ON CONFLICT DO NOTHING and one read: processes starting together on an empty
 * database each offer a pair of their own, one wins, and all read the winner's. web-push is loaded
 * only then (and for the first message sent), not on every start.
 */
export async function loadVapidKeys(db: Db): Promise<{ publicKey: string; privateKey: string }> {
  const kept = await readVapidKeys(db);
  if (kept) return kept;
  const { default: webpush } = await import('web-push');
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...webpush.generateVAPIDKeys() })
    .onConflictDoNothing();
  const winner = await readVapidKeys(db);
  if (!winner) throw new Error('the VAPID key pair could not be read back');
  return winner;
}

async function readVapidKeys(db: Db) {
  const [row] = await db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys)
    .where(eq(vapidKeys.id, 1));
  return row;
}

/** A mailto: subject from the configured sender ('Telve <hello@telve.local>' gives hello@telve.local). */
export function vapidSubject(mailFrom: string | undefined): string {
  const address = mailFrom?.match(/<([^<>\s]+@[^<>\s]+)>/)?.[1] ?? mailFrom?.trim();
  return `mailto:${address && /^[^\s@]+@[^\s@]+$/.test(address) ? address : 'hello@telve.local'}`;
}
