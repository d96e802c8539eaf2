import type { AppConfig } from '../../env';
import { type CareJudge, createAiCareJudge } from './ai-care-judge';

/**
 * The app's care judge: the model behind AI_BASE_URL/AI_MODEL when configured, otherwise none,
 * and then the member's text never leaves the server.
 */
export async function careJudgeFor(
  config: AppConfig,
  logger?: { warn(obj: object, msg?: string): void },
): Promise<CareJudge | undefined> {
  if (!config.ai) return undefined;
  const { baseUrl, model, apiKey, timeoutMs } = config.ai;
  return createAiCareJudge({ baseUrl, model, apiKey, timeoutMs, logger });
}
