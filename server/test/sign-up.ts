// The one way API tests, browser journeys and the bench sign a member up: the registration form's
// request, sent through whatever the caller talks to the server with. Nothing here needs Vitest or
// the app in-process, so the bench and the e2e set-up can use it too.
import type { Register, User } from '@contract/auth';

/** The password of every member signUpThrough() makes (not among the common passwords refused). */
export const MEMBER_PASSWORD = 'cezve-and-cardamom';

let sequence = 0;

/** An email no other test, process or run uses; the prefix says who made it. */
export function uniqueEmail(prefix = 'ayla'): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${sequence}@telve.test`;
}

/** A valid registration body with a unique email; override any field. */
export function registrationFor(overrides: Partial<Register> = {}): Register & { password: string } {
  return {
    firstName: 'Ayla',
    lastName: 'Demir',
    email: uniqueEmail(),
    password: MEMBER_PASSWORD,
    dateOfBirth: '1992-05-14',
    occupation: 'Designer',
    intentions: ['Love', 'Career'],
    otherIntention: '',
    profilePhotoUrl: '',
    ...overrides,
  } as Register & { password: string };
}

/**
 * Sends one JSON POST as one member and keeps the cookies the server sets: a TestClient's post, a
 * Playwright page's request, or fetch behind a cookie jar.
 */
type PostAsMember = (path: string, body: unknown) => Promise<{ status: number; body: any }>;

/**
 * Registers a member through POST /api/register, which signs the caller in; with `premium`, then
 * activates an annual subscription through the demo provider, as the premium page does.
 */
export async function signUpThrough(
  post: PostAsMember,
  fields: Partial<Register> = {},
  options: { premium?: boolean } = {},
): Promise<{ user: User; email: string; password: string }> {
  const registration = registrationFor(fields);
  const res = await post('/api/register', registration);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (options.premium) {
    const activated = await post('/api/activate-demo-subscription', { plan: 'annual' });
    if (activated.status !== 200) {
      throw new Error(`premium activation failed: ${activated.status} ${JSON.stringify(activated.body)}`);
    }
  }
  return { user: res.body as User, email: res.body.email, password: registration.password };
}
