import type { AppConfig } from '../../env';
import { createAiNarrator, createOracleNarrator, type ReadingNarrator } from './narrator';
import type { OraclePace } from './oracle-pace';

/**
 * The app's narrator, built once at registration: a model behind an OpenAI-compatible endpoint
 * when AI_BASE_URL and AI_MODEL are set, otherwise the oracle's own text, streamed at its pace
 * (ORACLE_PACE unless another is given).
 */
export async function narratorFor(
  config: AppConfig,
  logger: { warn(obj: object, msg?: string): void },
  oraclePace?: OraclePace,
): Promise<ReadingNarrator> {
  if (!config.ai) return createOracleNarrator(oraclePace);
  const { baseUrl, model, apiKey, timeoutMs } = config.ai;
  return createAiNarrator({ baseUrl, model, apiKey, timeoutMs, logger });
}
