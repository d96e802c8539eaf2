import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { asLine, PHOTO_MESSAGES } from '../../../contract/messages';
import { AppError } from '../lib/app-error';

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';

/** First zod issue as a readable sentence; SPEC.md's messages are set on the schemas themselves. */
function issueMessage(message: string, field: string): string {
  if (!field) return message;
  if (message.endsWith('received undefined')) return `${field} is required`;
  if (message.startsWith('Invalid input') || message.startsWith('Too ')) return `${field}: ${message}`;
  return message;
}

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: asLine(PHOTO_MESSAGES.tooLarge) },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Please send the form as multipart/form-data.' },
  FST_FILES_LIMIT: { status: 413, message: 'Please upload one file at a time.' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many form fields.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many form fields.' },
};

/** One place that turns every error into `{ message }` with the right status; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.split('/').filter(Boolean).join('.') ?? '';
      return reply.status(400).send({ message: first ? issueMessage(first.message ?? '', field) : 'Invalid request' });
    }
    if (error instanceof ZodError) {
      const first = error.issues[0];
      return reply
        .status(400)
        .send({ message: first ? issueMessage(first.message, first.path.map(String).join('.')) : 'Invalid request' });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: GENERIC_5XX });
  });
}
