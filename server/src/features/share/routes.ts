import { shareEndpoints as endpoints } from '@contract/share';
import type { FastifyReply } from 'fastify';
import { defineRoutes } from '../../plugins/routes';
import { CardCache } from './card-cache';
import { affirmationCard, horoscopeCard, readingCard } from './share-cards';

/** A card is its member's picture: kept out of shared caches, kept by the browser for a day. */
const PRIVATE = 'private, max-age=86400';

const sendPng = (reply: FastifyReply, png: Buffer) =>
  reply.header('content-type', 'image/png').header('cache-control', PRIVATE).send(png);

/** Share cards: a reading, the day's horoscope or an affirmation drawn as a PNG to share. */
export const shareRoutes = defineRoutes(({ route, ctx }) => {
  const cache = new CardCache();
  route(endpoints.readingShareCard, async ({ member, params, query, reply }) =>
    sendPng(
      reply,
      await readingCard(ctx, cache, { userId: member.user.id, readingId: params.id, format: query.format }),
    ),
  );
  route(endpoints.horoscopeShareCard, async ({ query, reply }) =>
    sendPng(reply, await horoscopeCard(ctx, cache, query)),
  );
  route(endpoints.affirmationShareCard, async ({ body, reply }) =>
    sendPng(reply, await affirmationCard(ctx, cache, body)),
  );
});
