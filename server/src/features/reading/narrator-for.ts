import type { AppConfig } from '../../env';
import { createAiNarrator, oracleNarrator, type ReadingNarrator } from './narrator';

/**
 * The app's narrator, built once at registration: a model behind an OpenAI-compatible endpoint
 * when AI_BASE_URL and AI_MODEL are set, otherwise the oracle's own text.
 */
export async function narratorFor(
  config: AppConfig,
  logger: { warn(obj: object, msg?: string): void },
): Promise<ReadingNarrator> {
  if (!config.ai) return oracleNarrator;
  const { baseUrl, model, apiKey, timeoutMs } = config.ai;
  return createAiNarrator({ baseUrl, model, apiKey, timeoutMs, logger });
}
