import { shareEndpoints as endpoints } from '@contract/share';
import type { FastifyReply } from 'fastify';
import { defineRoutes } from '../../plugins/routes';
import { CardCache } from './card-cache';
import { closePublicLink, openPublicLink, publicLinkOf, sharedReading } from './public-links';
import { affirmationCard, horoscopeCard, readingCard, sharedReadingCard } from './share-cards';

/** A card is its member's picture: kept out of shared caches, kept by the browser for a day. */
const PRIVATE = 'private, max-age=86400';

const sendPng = (reply: FastifyReply, png: Buffer) =>
  reply.header('content-type', 'image/png').header('cache-control', PRIVATE).send(png);

/**
 * A public link's card: anyone may fetch it, so shared caches may keep it, briefly (a closed link's
 * card goes from them within minutes).
 */
const PUBLIC = 'public, max-age=300';

/**
 * Share cards: a reading, the day's horoscope or an affirmation drawn as a PNG to share; a reading's
 * public link, and what it shows.
 */
export const shareRoutes = defineRoutes(({ route, ctx }) => {
  const cache = new CardCache();
  route(endpoints.readingShareCard, async ({ member, params, query, reply }) => {
    const { id: userId, language } = member.user;
    return sendPng(
      reply,
      await readingCard(ctx, cache, { userId, readingId: params.id, format: query.format, language }),
    );
  });
  route(endpoints.horoscopeShareCard, async ({ member, query, reply }) =>
    sendPng(reply, await horoscopeCard(ctx, cache, { ...query, language: member.user.language })),
  );
  route(endpoints.affirmationShareCard, async ({ member, body, reply }) =>
    sendPng(reply, await affirmationCard(ctx, cache, { ...body, language: member.user.language })),
  );
  route(endpoints.readingPublicLink, ({ member, params }) =>
    publicLinkOf(ctx, { userId: member.user.id, readingId: params.id }),
  );
  route(endpoints.openReadingPublicLink, ({ member, params, body }) =>
    openPublicLink(ctx, { userId: member.user.id, readingId: params.id, showName: body.showName }),
  );
  route(endpoints.closeReadingPublicLink, ({ member, params }) =>
    closePublicLink(ctx, { userId: member.user.id, readingId: params.id }),
  );
  route(endpoints.sharedReading, async ({ params, reply }) => {
    const { id: _id, language: _language, ...shared } = await sharedReading(ctx, params.token);
    reply.header('cache-control', 'no-cache');
    return shared;
  });
  route(endpoints.sharedReadingCard, async ({ params, query, reply }) => {
    const { id: _id, language, ...shared } = await sharedReading(ctx, params.token);
    // In the sharer's language, whoever opens the link: her words, her cup's symbols.
    const png = await sharedReadingCard(cache, { token: params.token, shared, format: query.format, language });
    return reply.header('content-type', 'image/png').header('cache-control', PUBLIC).send(png);
  });
});
