import { codeForStatus, GONE_MESSAGE } from '@contract/errors';
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../lib/app-error';
import { isForeignKeyViolation } from '../lib/db-errors';

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';

/** First zod issue as a readable sentence; the product's messages are set on the schemas themselves. */
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
  // Multipart (@fastify/multipart); readUploadedFile in uploads.ts words file size and malformed bodies itself.
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'File too large: Please upload a smaller file.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Please send the form as multipart/form-data.' },
  FST_FILES_LIMIT: { status: 413, message: 'Please upload one file at a time.' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many form fields.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many form fields.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'A form field has a name that is not allowed.' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: 'A form field labelled JSON is not valid JSON.' },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'The upload ended before the form was complete.' },
};

/** The one error body on the wire: `{ message, code }`. */
const errorBody = (status: number, message: string) => ({ message, code: codeForStatus(status) });

interface ErrorHandlingOptions {
  /**
   * The request's language (plugins/request-language.ts), asked only for a message written in every
   * language (AppError.words); without it, or should it fail, the message is English.
   */
  languageOf?: (request: FastifyRequest) => Promise<Language>;
}

/** One place that turns every error into `{ message, code }` with the right status; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 503 the server words itself (an object store that is down) keeps what went wrong for the operator.
      if (error.status >= 500 && error.cause) request.log.warn({ err: error.cause }, error.message);
      if (error.headers) reply.headers(error.headers);
      const language =
        error.words && options.languageOf
          ? await options.languageOf(request).catch(() => DEFAULT_LANGUAGE)
          : DEFAULT_LANGUAGE;
      return reply.status(error.status).send({ message: error.messageIn(language), code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.split('/').filter(Boolean).join('.') ?? '';
      return reply
        .status(400)
        .send(errorBody(400, first ? issueMessage(first.message ?? '', field) : 'Invalid request'));
    }
    if (error instanceof ZodError) {
      const first = error.issues[0];
      const message = first ? issueMessage(first.message, first.path.map(String).join('.')) : 'Invalid request';
      return reply.status(400).send(errorBody(400, message));
    }
    // A write under a row deleted meanwhile that no service words itself: the parent is missing.
    if (isForeignKeyViolation(error)) return reply.status(404).send(errorBody(404, GONE_MESSAGE));
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody(known.status, known.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, error.message || 'Bad request'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, GENERIC_5XX));
  });
}
