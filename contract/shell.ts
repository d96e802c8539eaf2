/**
 * The page shell the server answers every client route with carries the visitor's user in a JSON
 * script element of this id: `{ "user": User | null }`. The client reads it instead of asking
 * GET /api/user before its first paint; a shell without it (the development server) makes the
 * client ask as before.
 */
export const SHELL_SESSION_ELEMENT_ID = 'telve-session';
