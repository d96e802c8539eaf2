/**
 * The reading narrator: turns the oracle's symbol records into prose. The embedded default returns the
 * oracle's own text; when an OpenAI-compatible provider is configured, a model writes the narrative.
 * Whatever the provider does (fail, hang, answer nothing), a reading never fails because of it.
 */
import type { LanguageModel } from 'ai';
import { describeProviderError, ProviderTimeout } from '../../lib/provider-error';
import { raceAbort } from '../../lib/race-abort';
import { type CareJudge, createAiCareJudge } from '../care';
import type { AnswerInput, NarrateReadingInput } from './narrator-prompts';
import {
  answerPrompt,
  MAX_NARRATIVE_CHARS,
  NARRATOR_SYSTEM_PROMPT,
  readingPrompt,
  truncateAtSentence,
} from './narrator-prompts';
import { ORACLE_PACE, type OraclePace, pacedWords } from './oracle-pace';

export type { AnswerInput, NarrateReadingInput } from './narrator-prompts';
export { MAX_NARRATIVE_CHARS, NARRATOR_SYSTEM_PROMPT, truncateAtSentence } from './narrator-prompts';

export interface ReadingNarrator {
  /** Writes the reading narrative; never throws: resolves to input.fallback on any error or time-out. */
  narrateReading(input: NarrateReadingInput): Promise<string>;
  /** Answers a follow-up question about the same cup; never throws (fallback). */
  answer(input: AnswerInput): Promise<string>;
  /**
   * Streams the answer as text chunks; on error or time-out before any chunk, yields the fallback whole;
   * if it fails midway, stops cleanly (the chunks already sent stand).
   */
  streamAnswer(input: AnswerInput): AsyncIterable<string>;
  /**
   * The model's reading of a member's text as crisis, health or ordinary, asked before anything is
   * narrated; absent without a provider, so the member's text never leaves the server.
   */
  judgeCare?: CareJudge;
}

declare module '../../context' {
  interface AppContext {
    /** Who writes readings and answers: an AI provider when configured, else the oracle. */
    narrator: ReadingNarrator;
  }
}

interface AiNarratorConfig {
  /** OpenAI-compatible base URL including any version prefix, e.g. `http://localhost:11434/v1`. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Whole-call deadline; the caller never waits longer than this. Default 15,000 ms. */
  timeoutMs?: number;
  /** Token cap for a reading; answers get half of it. Default 600. */
  maxOutputTokens?: number;
  logger?: { warn(obj: object, msg?: string): void };
}

/** Longest text we pass on, whatever the model produced: a runaway model must not flood the page. */
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_READING_TOKENS = 600;
// Member text is short by contract; the cap here only bounds what a bypass could put into a prompt.

/** The embedded default: the oracle's own text, with no provider involved; streamed answers are paced. */
export function createOracleNarrator(pace: OraclePace = ORACLE_PACE): ReadingNarrator {
  return {
    narrateReading: async (input) => input.fallback,
    answer: async (input) => input.fallback,
    streamAnswer: (input) => pacedWords(input.fallback, pace, input.signal),
  };
}

/**
 * A narrator backed by any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp). The AI SDK
 * is loaded here, when a provider is configured: the oracle never needs it.
 */
export async function createAiNarrator(config: AiNarratorConfig): Promise<ReadingNarrator> {
  const [{ createOpenAICompatible }, { generateText, streamText }] = await Promise.all([
    import('@ai-sdk/openai-compatible'),
    import('ai'),
  ]);
  const provider = createOpenAICompatible({
    name: 'telve-ai',
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
  });
  const model: LanguageModel = provider.chatModel(config.model);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const readingTokens = config.maxOutputTokens ?? DEFAULT_READING_TOKENS;
  const answerTokens = Math.max(1, Math.round(readingTokens / 2));
  const warn = (op: string, error: unknown) =>
    config.logger?.warn({ op, err: describeProviderError(error) }, 'AI narrator failed; using the oracle text');

  async function complete(op: string, prompt: string, maxOutputTokens: number, fallback: string) {
    const deadline = startDeadline(timeoutMs);
    try {
      const call = generateText({
        model,
        system: NARRATOR_SYSTEM_PROMPT,
        prompt,
        maxOutputTokens,
        // A retry would only spend the member's time budget; the oracle text is a good answer.
        maxRetries: 0,
        abortSignal: deadline.signal,
      });
      const { text } = await raceAbort(call, deadline.signal);
      const capped = truncateAtSentence(text.trim(), MAX_NARRATIVE_CHARS);
      if (capped === '') {
        warn(op, new Error('empty output'));
        return fallback;
      }
      return capped;
    } catch (error) {
      warn(op, error);
      return fallback;
    } finally {
      deadline.clear();
    }
  }

  const judgeCare = await createAiCareJudge(config);
  return {
    judgeCare,
    narrateReading: (input) => complete('narrateReading', readingPrompt(input), readingTokens, input.fallback),
    answer: (input) => complete('answer', answerPrompt(input), answerTokens, input.fallback),
    async *streamAnswer(input) {
      const deadline = startDeadline(timeoutMs, input.signal);
      let failure: unknown;
      const result = streamText({
        model,
        system: NARRATOR_SYSTEM_PROMPT,
        prompt: answerPrompt(input),
        maxOutputTokens: answerTokens,
        maxRetries: 0,
        abortSignal: deadline.signal,
        // Without this the SDK prints the error to the console itself.
        onError: ({ error }) => {
          failure ??= error;
        },
      });
      let sent = 0;
      try {
        for await (const part of abortable(result.fullStream, deadline.signal)) {
          if (part.type === 'error' || part.type === 'abort') {
            failure ??= part.type === 'error' ? part.error : (deadline.signal.reason ?? new Error('aborted'));
            break;
          }
          if (part.type !== 'text-delta') continue;
          // Leading blank deltas are held back so an all-blank answer still counts as empty.
          const delta = sent === 0 ? part.text.trimStart() : part.text;
          if (delta === '') continue;
          const room = MAX_NARRATIVE_CHARS - sent;
          if (delta.length > room) {
            const tail = truncateAtSentence(delta, room);
            if (tail !== '') yield tail;
            sent += tail.length;
            break;
          }
          sent += delta.length;
          yield delta;
        }
      } catch (error) {
        failure ??= error;
      } finally {
        // Also reached when the consumer stops early: the request must not run on unobserved.
        deadline.abort();
        deadline.clear();
      }
      // A listener that went away is not a provider failure: nothing to warn about, nobody to answer.
      if (input.signal?.aborted) return;
      if (failure !== undefined) warn('streamAnswer', failure);
      else if (sent === 0) warn('streamAnswer', new Error('empty output'));
      if (sent === 0) yield input.fallback;
    },
  };
}

function startDeadline(timeoutMs: number, listener?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new ProviderTimeout('AI provider', timeoutMs)), timeoutMs);
  const stop = () => controller.abort(new Error('stream closed'));
  if (listener?.aborted) stop();
  listener?.addEventListener('abort', stop, { once: true });
  return {
    signal: controller.signal,
    abort: stop,
    clear: () => {
      clearTimeout(timer);
      listener?.removeEventListener('abort', stop);
    },
  };
}

/** Iterates a stream but gives up the moment the signal aborts, so a stalled stream cannot hang us. */
async function* abortable<T>(stream: AsyncIterable<T>, signal: AbortSignal): AsyncIterable<T> {
  const iterator = stream[Symbol.asyncIterator]();
  try {
    while (true) {
      const next = await raceAbort(iterator.next(), signal);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // Don't await: a stalled iterator may never settle its return().
    void iterator.return?.()?.catch(() => undefined);
  }
}
