/** Whether a role is an administrator's ('admin' or 'super-admin'). Kept free of zod so the first page load stays small. */
export const isAdminRole = (role: string | undefined | null): boolean => role === 'admin' || role === 'super-admin';
