import { load } from '../lib';
import type { Scenario } from './types';

/** The subscription read every premium screen makes: one session lookup, the entitlement rule, no Stripe call. */
export const membershipScenario: Scenario = {
  name: 'membership',
  async run({ url, signIn }) {
    const premium = await signIn({ premium: true });
    const free = await signIn();
    const results = [
      await load('GET /api/subscription (premium)', { url: `${url}/api/subscription`, headers: { cookie: premium } }),
      await load('GET /api/subscription (free)', { url: `${url}/api/subscription`, headers: { cookie: free } }),
    ];
    return { results };
  },
};
