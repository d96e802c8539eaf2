import { TOASTS } from '@contract/messages';
import type { ReadingQuestion } from '@contract/reading';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError, openStream } from '@/lib/api';
import { browserLocale } from '@/lib/browser-locale';
import { endpoints } from '@/lib/endpoints';
import { USER_QUERY_KEY } from '@/session/auth-context';
import { readAskEvents } from './sse';
import { questionsQueryKey, useReadingQuestions } from './use-reading-questions';

export interface ChatMessage {
  id: string;
  type: 'user' | 'sayer';
  text: string;
  at: Date;
}

/** The question being asked now, and the answer as far as it has come. */
interface Exchange {
  /** The id it takes in the cached conversation once answered (negative: not the server's). */
  key: number;
  question: string;
  answer: string | null;
  at: Date;
}

function messagesOf(entry: ReadingQuestion): ChatMessage[] {
  const at = new Date(entry.askedAt);
  return [
    { id: `q${entry.id}`, type: 'user', text: entry.question, at },
    { id: `a${entry.id}`, type: 'sayer', text: entry.answer, at },
  ];
}

/**
 * The ask chat about one reading: the earlier questions and answers (kept by the server), then the
 * question being asked, with the reader's answer streaming into it piece by piece. An answered
 * question joins the cached conversation, so leaving and coming back shows it again.
 */
export function useAskChat(readingId: number) {
  const queryClient = useQueryClient();
  const history = useReadingQuestions(readingId);
  const [current, setCurrent] = useState<Exchange | null>(null);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const nextKey = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      if (!inFlight.current || inFlight.current.signal.aborted) return;
      inFlight.current.abort();
      // The server keeps what was written before we left: fetch the conversation afresh next time.
      void queryClient.invalidateQueries({ queryKey: questionsQueryKey(readingId), refetchType: 'none' });
    },
    [queryClient, readingId],
  );

  const ask = useCallback(
    async (raw: string): Promise<boolean> => {
      const question = raw.trim();
      if (!question || busy.current) return false;
      busy.current = true;
      setLoading(true);
      nextKey.current -= 1;
      const exchange: Exchange = { key: nextKey.current, question, answer: null, at: new Date() };
      setCurrent(exchange);
      const write = (update: (text: string) => string) =>
        setCurrent((now) => (now?.key === exchange.key ? { ...now, answer: update(now.answer ?? '') } : now));
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        // Refusals (400, 403, 404, 429) come back as JSON before any event and throw ApiError.
        const body = await openStream(
          endpoints.askStream,
          { question, readingId, ...browserLocale() },
          { signal: controller.signal },
        );
        let answer: string | null = null;
        for await (const event of readAskEvents(body)) {
          if (event.event === 'error') throw new Error(event.data.message);
          if (event.event === 'done') answer = event.data.answer;
          else if (event.data.delta) {
            const delta = event.data.delta;
            write((text) => text + delta);
          }
        }
        if (answer === null) throw new Error('the answer stream ended early');
        const whole = answer;
        write(() => whole);
        history.remember({ id: exchange.key, question, answer: whole, askedAt: exchange.at.toISOString() });
      } catch (error) {
        if (controller.signal.aborted) return true;
        showAskError(error);
        if (error instanceof ApiError && error.status === 403) {
          void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
        }
      } finally {
        busy.current = false;
        if (!controller.signal.aborted) setLoading(false);
      }
      return true;
    },
    [readingId, queryClient, history.remember],
  );

  const messages = useMemo(() => {
    const earlier = (history.data ?? []).flatMap(messagesOf);
    // Once the answered question is in the cached conversation it is shown from there.
    if (!current || history.data?.some((entry) => entry.id === current.key)) return earlier;
    const now: ChatMessage[] = [{ id: `q${current.key}`, type: 'user', text: current.question, at: current.at }];
    if (current.answer) now.push({ id: `a${current.key}`, type: 'sayer', text: current.answer, at: current.at });
    return [...earlier, ...now];
  }, [history.data, current]);

  return { messages, loading, ask, historyPending: history.isPending, historyFailed: history.isError };
}

/** The product's 'I seem to be in a trance' error; the fair-use limit and lapsed premium say why. */
function showAskError(error: unknown) {
  const explained = error instanceof ApiError && (error.status === 429 || error.status === 403) && error.message;
  toast({
    title: TOASTS.askFailed.title,
    description: explained || TOASTS.askFailed.description,
    variant: 'destructive',
  });
}
