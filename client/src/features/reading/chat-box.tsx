import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { type ChatMessage, useAskChat } from './use-ask-chat';

const QUESTION_MAX = 500;
const timeOf = (date: Date) => date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** The ask chat (premium): questions to the reader about this cup, answered as they are written. */
export function ChatBox({ readingId }: { readingId: number }) {
  const { messages, loading, ask } = useAskChat(readingId);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const waiting = loading && messages.at(-1)?.type === 'user';

  // Keep the newest message (or the waiting indicator) in view as answers grow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the conversation changes
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    // A long answer is pinned by its first line, so it can be read from the start as it grows.
    const last = log.lastElementChild as HTMLElement | null;
    const top = last && last.offsetHeight > log.clientHeight ? last.offsetTop - 12 : log.scrollHeight;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    log.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
  }, [messages, waiting]);

  const send = () => {
    if (!draft.trim() || loading) return;
    void ask(draft);
    setDraft('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={logRef}
        role="log"
        aria-label="Conversation with the reader"
        aria-busy={loading}
        className="relative flex h-96 flex-col gap-3 overflow-y-auto rounded-xl bg-muted/60 p-3"
      >
        {messages.length === 0 && (
          <p className="m-auto max-w-60 text-center text-sm text-muted-foreground">
            Ask about love, work or whatever sits on your heart, and the reader will look again at your cup.
          </p>
        )}
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
        {waiting && (
          <div className="self-start rounded-2xl rounded-bl-sm bg-card px-4 py-3 shadow-soft">
            <Spinner size="sm" label="The reader is looking into your cup..." showLabel />
          </div>
        )}
      </div>
      <form onSubmit={onSubmit} className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          Your question
        </label>
        <Textarea
          id={inputId}
          rows={1}
          value={draft}
          maxLength={QUESTION_MAX}
          placeholder="Ask the reader..."
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-11! resize-none! py-2.5"
        />
        <Button type="submit" size="icon" aria-label="Send" disabled={!draft.trim() || loading}>
          <SendHorizontal aria-hidden />
        </Button>
      </form>
    </div>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.type === 'user';
  return (
    <div
      data-type={message.type}
      className={cn(
        'flex max-w-[85%] flex-col gap-1 rounded-2xl px-4 py-2.5 shadow-soft',
        mine ? 'self-end rounded-br-sm bg-primary text-primary-foreground' : 'self-start rounded-bl-sm bg-card',
      )}
    >
      <span className="sr-only">{mine ? 'You:' : 'The reader:'}</span>
      <p className="whitespace-pre-line leading-relaxed">{message.text}</p>
      <time
        dateTime={message.at.toISOString()}
        className={cn('text-xs', mine ? 'text-primary-foreground/80' : 'text-muted-foreground')}
      >
        {timeOf(message.at)}
      </time>
    </div>
  );
}
