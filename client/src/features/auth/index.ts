// The auth feature's public entry: signing in, up and out. Who is signed in is not here but in
// session/, which every layer above it reads.
export { forgetMember, useAuthActions } from './use-auth-actions';
