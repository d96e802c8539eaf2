import { type Expect, members, open } from './expect';

/**
 * Membership routes in the matrix's app (demo provider, empty JSON bodies): an empty body names no
 * plan or id (400); the billing portal needs Stripe (409); an unsigned webhook is refused (400).
 */
export const membershipAccess: Record<string, Expect> = {
  'GET /api/subscription': members(200),
  'POST /api/create-subscription': members(400),
  'POST /api/cancel-subscription': members(400),
  'POST /api/reactivate-subscription': members(400),
  'POST /api/activate-demo-subscription': members(400),
  'POST /api/confirm-checkout': members(400),
  'POST /api/billing-portal': members(409),
  'POST /api/stripe/webhook': open(400),
};
