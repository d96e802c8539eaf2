import type { Language } from '@contract/languages';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { browserLanguage } from '../lib/languages';
import { memberOfRequest } from './auth';

/**
 * The language a request is answered in, for the server's few messages that carry a value
 * (lib/refusal-words.ts): the signed-in member's own (users.language), on every device; else her
 * browser's first language among those offered (English otherwise). A member route has its member
 * already; a public one (sign-in, a shared reading) looks for her session, and a session that cannot
 * be read leaves the browser's choice.
 */
export async function requestLanguage(ctx: AppContext, request: FastifyRequest): Promise<Language> {
  const member = request.member ?? (await memberOfRequest(ctx, request).catch(() => null));
  return member?.user.language ?? browserLanguage(ctx.config, request.headers['accept-language']);
}
