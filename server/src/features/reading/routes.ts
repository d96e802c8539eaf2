import { z } from 'zod';
import {
  AskRequestSchema,
  AskResponseSchema,
  CoffeeReadingRequestSchema,
  CoffeeReadingSchema,
} from '../../../../contract/reading';
import type { App } from '../../app';
import { memberOf } from '../../plugins/auth';
import { askQuestion, prepareAnswer } from './ask-question';
import { createReading } from './create-reading';
import { narratorFor } from './narrator-for';
import { HISTORY_LIMIT, listReadings, presentReading, requireReading } from './reading-history';
import { sendAnswerStream } from './stream-answer';

const ReadingParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The coffee reading (every member), its history (premium) and the ask chat (premium). */
export async function readingRoutes(app: App): Promise<void> {
  const { ctx } = app;
  const narrator = narratorFor(ctx.config, app.log);

  app.post(
    '/api/coffee-reading',
    {
      config: { access: 'member' },
      schema: { body: CoffeeReadingRequestSchema, response: { 201: CoffeeReadingSchema } },
    },
    async (request, reply) => {
      const member = await memberOf(ctx, request);
      const reading = await createReading(ctx, { member, input: request.body, narrator });
      return reply.status(201).send(reading);
    },
  );

  app.get(
    '/api/coffee-reading',
    { config: { access: 'member' }, schema: { response: { 200: CoffeeReadingSchema } } },
    async (request) => {
      const member = await memberOf(ctx, request);
      return presentReading(await requireReading(ctx, { userId: member.user.id }));
    },
  );

  app.get(
    '/api/coffee-reading/:id',
    { config: { access: 'member' }, schema: { params: ReadingParamsSchema, response: { 200: CoffeeReadingSchema } } },
    async (request) => {
      const member = await memberOf(ctx, request);
      return presentReading(await requireReading(ctx, { userId: member.user.id, readingId: request.params.id }));
    },
  );

  // Reading history is a premium benefit (SPEC.md section 6); every reading is kept regardless.
  app.get(
    '/api/readings',
    { config: { access: 'premium' }, schema: { response: { 200: z.array(CoffeeReadingSchema) } } },
    async (request) => {
      const member = await memberOf(ctx, request);
      return (await listReadings(ctx, { userId: member.user.id, limit: HISTORY_LIMIT })).map(presentReading);
    },
  );

  app.post(
    '/api/ask',
    { config: { access: 'premium' }, schema: { body: AskRequestSchema, response: { 200: AskResponseSchema } } },
    async (request) => {
      const member = await memberOf(ctx, request);
      return askQuestion(ctx, { member, input: request.body, narrator });
    },
  );

  // Refusals (400, 401, 403, 404, 429) are ordinary JSON: they are all decided before the stream begins.
  app.post(
    '/api/ask/stream',
    { config: { access: 'premium' }, schema: { body: AskRequestSchema } },
    async (request, reply) => {
      const member = await memberOf(ctx, request);
      const prepared = await prepareAnswer(ctx, { member, input: request.body });
      await sendAnswerStream(ctx, { member, question: request.body.question, prepared, narrator, reply });
      return reply;
    },
  );
}
