import { EmailSchema, PasswordSchema } from '@contract/auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from './passwords';

type MakeAdminResult = { created: boolean; email: string };

/**
 * Makes the account with this email an administrator, creating it when it does not exist yet (then
 * a password is needed). A super-admin stays super-admin.
 */
export async function makeAdmin(
  db: Db,
  options: { email: string; password?: () => Promise<string> },
): Promise<MakeAdminResult> {
  const email = EmailSchema.parse(options.email).toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing) {
    if (existing.role !== 'super-admin') await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
    return { created: false, email };
  }
  if (!options.password) throw new Error(`No account for ${email}; a password is needed to create it`);
  const password = PasswordSchema.parse(await options.password());
  if (await isCommonPassword(password)) throw new Error(COMMON_PASSWORD_MESSAGE);
  await db.insert(users).values({
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Telve',
    lastName: 'Admin',
    role: 'admin',
    // The operator names the address, which stands in for proving it.
    emailVerifiedAt: new Date(),
  });
  return { created: true, email };
}
