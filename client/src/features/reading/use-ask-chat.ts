import { TOASTS } from '@contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { USER_QUERY_KEY } from '@/features/auth/auth-context';
import { ApiError, openStream } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { browserLocale } from './browser-locale';
import { readAskEvents } from './sse';

export interface ChatMessage {
  id: number;
  type: 'user' | 'sayer';
  text: string;
  at: Date;
}

/**
 * The ask chat: the question is appended, loading follows, and the reader's
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
        // Refusals (400, 403, 404, 429) come back as JSON before any event and throw ApiError.
        const body = await openStream(
          endpoints.askStream,
          { question, readingId, ...browserLocale() },
          { signal: controller.signal },
        );
        let finished = false;
        for await (const event of readAskEvents(body)) {
          if (event.event === 'error') throw new Error(event.data.message);
          if (event.event === 'done') {
            const answer = event.data.answer;
            if (answer) write(() => answer);
            finished = true;
          } else if (event.data.delta) {
            const delta = event.data.delta;
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

/** The product's 'I seem to be in a trance' error; the fair-use limit and lapsed premium say why. */
function showAskError(error: unknown) {
  const explained = error instanceof ApiError && (error.status === 429 || error.status === 403) && error.message;
  toast({
    title: TOASTS.askFailed.title,
    description: explained || TOASTS.askFailed.description,
    variant: 'destructive',
  });
}
