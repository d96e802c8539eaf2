import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type Ref, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { localeFor } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useFollowNewest } from './follow-newest';
import { type ChatMessage, useAskChat } from './use-ask-chat';

const QUESTION_MAX = 500;
/** A message's time of day in the member's language ('08:05 AM'; '08:05' in Turkish). */
const timeOf = (date: Date) => date.toLocaleTimeString(localeFor(), { hour: '2-digit', minute: '2-digit' });

/**
 * The ask chat (premium): the conversation about this cup so far, then the question being asked,
 * answered as it is written. It flows with the page at reading width, and the page follows the
 * newest message while an answer arrives.
 */
export function ChatBox({ readingId }: { readingId: number }) {
  const say = useT();
  const { messages, loading, ask, historyPending, historyFailed } = useAskChat(readingId);
  const [draft, setDraft] = useState('');
  const [following, setFollowing] = useState(false);
  const lastRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const waiting = loading && messages.at(-1)?.type === 'user';
  const last = messages.at(-1);
  useFollowNewest({ last: lastRef, end: endRef }, following, `${messages.length}:${last?.text.length}:${waiting}`);

  const send = () => {
    if (!draft.trim() || loading) return;
    setFollowing(true);
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
    <div className="flex flex-col gap-4">
      <div
        role="log"
        aria-label={say('reading.chat.log')}
        aria-busy={loading || historyPending}
        className="flex flex-col gap-3"
      >
        {historyPending ? (
          <Spinner size="sm" label={say('reading.chat.opening')} showLabel />
        ) : (
          messages.length === 0 && (
            <p className="text-muted-foreground">
              {historyFailed ? say('reading.chat.historyFailed') : say('reading.chat.empty')}
            </p>
          )
        )}
        {messages.map((message, index) => (
          <MessageBubble
            key={message.id}
            message={message}
            ref={index === messages.length - 1 && !waiting ? lastRef : undefined}
          />
        ))}
        {waiting && (
          <div
            ref={lastRef}
            className="self-start rounded-2xl rounded-bl-sm bg-muted/70 px-4 py-3"
            data-testid="reader-looking"
          >
            <Spinner size="sm" label={say('reading.chat.looking')} showLabel />
          </div>
        )}
      </div>
      {/* In use while shown: toasts keep off it (a phone's bottom is where it sits). */}
      <form ref={endRef} onSubmit={onSubmit} className="flex items-end gap-2" data-toast-avoid>
        <label htmlFor={inputId} className="sr-only">
          {say('reading.chat.question')}
        </label>
        <Textarea
          id={inputId}
          rows={1}
          value={draft}
          maxLength={QUESTION_MAX}
          placeholder={say('reading.chat.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-11! resize-none! py-2.5"
        />
        <Button type="submit" size="icon" aria-label={say('reading.chat.send')} disabled={!draft.trim() || loading}>
          <SendHorizontal aria-hidden />
        </Button>
      </form>
    </div>
  );
}

function MessageBubble({ message, ref }: { message: ChatMessage; ref?: Ref<HTMLDivElement> }) {
  const say = useT();
  const mine = message.type === 'user';
  return (
    <div
      ref={ref}
      data-type={message.type}
      className={cn(
        'flex flex-col gap-1 rounded-2xl px-4 py-2.5',
        mine
          ? 'max-w-[85%] self-end rounded-br-sm bg-primary text-primary-foreground'
          : 'max-w-prose self-start rounded-bl-sm bg-muted/70',
      )}
    >
      <span className="sr-only">{mine ? say('reading.chat.you') : say('reading.chat.reader')}</span>
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
