import { TOASTS } from '@contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { USER_QUERY_KEY } from '@/features/auth/auth-context';
import { ApiError } from '@/lib/api';
import { readServerEvents } from './sse';

export interface ChatMessage {
  id: number;
  type: 'user' | 'sayer';
  text: string;
  at: Date;
}

/** Opens POST /api/ask/stream; refusals (400, 403, 404, 429) come back as JSON before any event. */
async function openAnswerStream(body: { question: string; readingId?: number }, signal: AbortSignal) {
  const res = await fetch('/api/ask/stream', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  if (res.ok && res.body) return res.body;
  const payload = (await res.json().catch(() => null)) as { message?: unknown } | null;
  throw new ApiError(res.status, typeof payload?.message === 'string' ? payload.message : res.statusText);
}

/**
 * The ask chat of SPEC.md section 4: the question is appended, loading follows, and the reader's
 * answer streams into a 'sayer' message word by word.
 */
export function useAskChat(readingId: number | undefined) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const nextId = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const ask = useCallback(
    async (raw: string): Promise<boolean> => {
      const question = raw.trim();
      if (!question || busy.current) return false;
      busy.current = true;
      setLoading(true);
      const add = (type: ChatMessage['type'], text: string) => {
        nextId.current += 1;
        const message = { id: nextId.current, type, text, at: new Date() };
        setMessages((list) => [...list, message]);
        return message.id;
      };
      const setText = (id: number, update: (text: string) => string) =>
        setMessages((list) => list.map((m) => (m.id === id ? { ...m, text: update(m.text) } : m)));

      add('user', question);
      const controller = new AbortController();
      inFlight.current = controller;
      let sayerId: number | null = null;
      const write = (update: (text: string) => string) => {
        if (sayerId === null) sayerId = add('sayer', update(''));
        else setText(sayerId, update);
      };
      try {
        const body = await openAnswerStream({ question, readingId }, controller.signal);
        let finished = false;
        for await (const { event, data } of readServerEvents(body)) {
          const payload = JSON.parse(data) as { delta?: string; answer?: string; message?: string };
          if (event === 'error') throw new Error(payload.message ?? 'answer stream failed');
          if (event === 'done') {
            const answer = payload.answer;
            if (answer) write(() => answer);
            finished = true;
          } else if (payload.delta) {
            const delta = payload.delta;
            write((text) => text + delta);
          }
        }
        if (!finished && sayerId === null) throw new Error('the answer stream ended early');
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
    [readingId, queryClient],
  );

  return { messages, loading, ask };
}

/** SPEC.md's 'I seem to be in a trance' error; the fair-use limit and lapsed premium say why. */
function showAskError(error: unknown) {
  const explained = error instanceof ApiError && (error.status === 429 || error.status === 403) && error.message;
  toast({
    title: TOASTS.askFailed.title,
    description: explained || TOASTS.askFailed.description,
    variant: 'destructive',
  });
}
