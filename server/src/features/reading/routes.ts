import { readingEndpoints } from '@contract/reading';
import { defineRoutes } from '../../plugins/routes';
import { askQuestion, prepareAnswer } from './ask-question';
import { createReading } from './create-reading';
import { listReadingQuestions } from './list-questions';
import { presentReading } from './present-reading';
import { listReadingSummaries, requireReading } from './reading-history';
import { presentYourReading } from './signs/your-reading';
import { sendAnswerStream } from './stream-answer';
import { withCupPhoto } from './with-cup-photo';

/** The coffee reading (every member), its history (premium) and the ask chat and its past questions (premium). */
export const readingRoutes = defineRoutes(({ route, ctx }) => {
  const { narrator } = ctx;

  route(readingEndpoints.createReading, async ({ member, body }) =>
    presentYourReading(await createReading(ctx, { member, input: body, narrator }), member.user),
  );

  route(readingEndpoints.latestReading, async ({ member }) => {
    const reading = presentReading(await requireReading(ctx, { userId: member.user.id }));
    return presentYourReading(await withCupPhoto(ctx, { userId: member.user.id, reading }), member.user);
  });

  route(readingEndpoints.reading, async ({ member, params }) => {
    const reading = presentReading(await requireReading(ctx, { userId: member.user.id, readingId: params.id }));
    return presentYourReading(await withCupPhoto(ctx, { userId: member.user.id, reading }), member.user);
  });

  route(readingEndpoints.readingQuestions, async ({ member, params }) =>
    listReadingQuestions(ctx, { userId: member.user.id, readingId: params.id }),
  );

  route(readingEndpoints.listReadings, async ({ member, query }) =>
    listReadingSummaries(ctx, { userId: member.user.id, cursor: query.cursor }),
  );

  route(readingEndpoints.ask, async ({ member, body }) => askQuestion(ctx, { member, input: body, narrator }));

  route(readingEndpoints.askStream, async ({ member, body, reply }) => {
    const prepared = await prepareAnswer(ctx, { member, input: body });
    await sendAnswerStream(ctx, { member, question: body.question, prepared, narrator, reply });
    return reply;
  });
});
