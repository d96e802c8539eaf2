import { readingEndpoints } from '../../../../contract/reading';
import { defineRoutes } from '../../plugins/routes';
import { askQuestion, prepareAnswer } from './ask-question';
import { createReading } from './create-reading';
import { listReadingSummaries, presentReading, requireReading } from './reading-history';
import { sendAnswerStream } from './stream-answer';

/** The coffee reading (every member), its history (premium) and the ask chat (premium). */
export const readingRoutes = defineRoutes(({ route, ctx }) => {
  const { narrator } = ctx;

  route(readingEndpoints.createReading, async ({ member, body }) =>
    createReading(ctx, { member, input: body, narrator }),
  );

  route(readingEndpoints.latestReading, async ({ member }) =>
    presentReading(await requireReading(ctx, { userId: member.user.id })),
  );

  route(readingEndpoints.reading, async ({ member, params }) =>
    presentReading(await requireReading(ctx, { userId: member.user.id, readingId: params.id })),
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
