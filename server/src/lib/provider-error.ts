/** Our own deadline for an upstream call (the AI provider): its message is ours, so the log may hold it. */
export class ProviderTimeout extends Error {
  override name = 'ProviderTimeout';
  constructor(what: string, ms: number) {
    super(`${what} timed out after ${ms} ms`);
  }
}

/**
 * An upstream failure as the log may hold it: its kind and HTTP status. A provider's own message is
 * left out, since it can quote the prompt or the model's answer, and so a member's words.
 */
export function describeProviderError(error: unknown): string {
  if (error instanceof ProviderTimeout) return error.message;
  if (!(error instanceof Error)) return 'unknown error';
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? `${error.name} (HTTP ${status})` : error.name;
}
