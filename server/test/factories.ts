// Test-only conveniences over the row factories: a signed-in member of each kind, in one line.

import type { Register } from '@contract/auth';
import { eq } from 'drizzle-orm';
import { insertSubscription } from '../src/db/factories';
import { users } from '../src/db/schema';
import { signUpThrough } from './sign-up';
import type { TestApp, TestClient } from './test-app';

export * from '../src/db/factories';
export { registrationFor } from './sign-up';

export interface SignedInMember {
  client: TestClient;
  user: { id: number; email: string; [key: string]: unknown };
  password: string;
}

/** Registers through the API, so the member has a real session cookie. */
export async function signUp(t: TestApp, overrides: Partial<Register> = {}): Promise<SignedInMember> {
  const client = t.client();
  const { user, password } = await signUpThrough((path, body) => client.post(path, body), overrides);
  return { client, user, password };
}

/** A signed-in premium member (an active demo subscription, made in the database). */
export async function signUpPremium(t: TestApp, overrides: Partial<Register> = {}): Promise<SignedInMember> {
  const member = await signUp(t, overrides);
  await insertSubscription(t.database.db, { userId: member.user.id });
  return member;
}

/** A signed-in administrator (by role). */
export async function signUpAdmin(t: TestApp): Promise<SignedInMember> {
  const member = await signUp(t);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, member.user.id));
  return member;
}
