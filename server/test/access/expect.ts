/** The status each kind of caller gets from one route in the authorization matrix. */
export type Expect = { anonymous: number; member: number; premium: number; admin: number };

export const open = (status: number): Expect => ({ anonymous: status, member: status, premium: status, admin: status });
export const members = (status: number): Expect => ({ anonymous: 401, member: status, premium: status, admin: status });
/** Premium only: a free member gets 403; admins are members too, and get 403 unless premium. */
export const premiumOnly = (status: number): Expect => ({ anonymous: 401, member: 403, premium: status, admin: 403 });
