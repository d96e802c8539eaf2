/** Administrator roles. Kept free of zod so the first page load stays small. */
export const ADMIN_ROLES = ['admin', 'super-admin'] as const;

export const isAdminRole = (role: string | undefined | null): boolean => role === 'admin' || role === 'super-admin';
