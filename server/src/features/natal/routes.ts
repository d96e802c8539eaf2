import { natalEndpoints } from '@contract/natal';
import { defineRoutes } from '../../plugins/routes';
import { compareCharts } from './compatibility';
import { natalChartOf } from './natal-chart';
import { placeIndex } from './places';

export const natalRoutes = defineRoutes(({ route }) => {
  route(natalEndpoints.places, async ({ query }) => (await placeIndex()).search(query.q));

  // The sentences (the big three, the compatibility reading, a fold question) in the member's language.
  route(natalEndpoints.natalChart, async ({ member }) => natalChartOf(member.user, member.user.language));

  route(natalEndpoints.compatibility, async ({ member, body }) =>
    compareCharts({ user: member.user, request: body, language: member.user.language }),
  );
});
