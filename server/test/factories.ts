import { eq } from 'drizzle-orm';
import type { Register } from '../../contract/auth';
import type { Db } from '../src/db/client';
import { subscriptions, users } from '../src/db/schema';
import type { TestApp, TestClient } from './test-app';

let sequence = 0;

/** A valid registration body with a unique email; override any field. */
export function registrationFor(overrides: Partial<Register> = {}): Register & { password: string } {
  sequence += 1;
  return {
    firstName: 'Ayla',
    lastName: 'Demir',
    email: `ayla.${process.pid}.${Date.now().toString(36)}.${sequence}@telve.test`,
    password: 'cezve-and-cardamom',
    dateOfBirth: '1992-05-14',
    occupation: 'Designer',
    intentions: ['Love', 'Career'],
    otherIntention: '',
    profilePhotoUrl: '',
    ...overrides,
  } as Register & { password: string };
}

export interface SignedInMember {
  client: TestClient;
  user: { id: number; email: string; [key: string]: unknown };
  password: string;
}

/** Registers through the API, so the member has a real session cookie. */
export async function signUp(t: TestApp, overrides: Partial<Register> = {}): Promise<SignedInMember> {
  const client = t.client();
  const body = registrationFor(overrides);
  const res = await client.post('/api/register', body);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, user: res.body, password: body.password };
}

/** Makes the user an administrator by role. */
export async function makeAdmin(db: Db, userId: number, role: 'admin' | 'super-admin' = 'admin') {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

/** Gives the user a subscription row directly (premium states for authorization tests). */
export async function giveSubscription(
  db: Db,
  userId: number,
  fields: Partial<typeof subscriptions.$inferInsert> = {},
): Promise<void> {
  const values = {
    userId,
    id: `demo_test_${userId}`,
    provider: 'demo',
    plan: 'monthly',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    ...fields,
  };
  await db.insert(subscriptions).values(values).onConflictDoUpdate({ target: subscriptions.userId, set: values });
}

/** A signed-in premium member (active demo subscription). */
export async function signUpPremium(t: TestApp, overrides: Partial<Register> = {}): Promise<SignedInMember> {
  const member = await signUp(t, overrides);
  await giveSubscription(t.database.db, member.user.id);
  return member;
}

/** A signed-in administrator. */
export async function signUpAdmin(t: TestApp): Promise<SignedInMember> {
  const member = await signUp(t);
  await makeAdmin(t.database.db, member.user.id);
  return member;
}
