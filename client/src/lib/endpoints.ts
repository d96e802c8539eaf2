import type { ClientEndpoint } from '@contract/endpoint';
import type { Endpoints } from '@contract/endpoints';
import { ROUTES } from '@contract/routes';

/**
 * The contract's endpoint table as the client calls it: `api(endpoints.createSubscription, { plan })`.
 * Paths come from the contract at run time and request and response types from its schemas, so a
 * change of either is a type error here too.
 */
export const endpoints: { [K in keyof Endpoints]: ClientEndpoint<Endpoints[K]> } = ROUTES;
