import type { PublicLink } from '@contract/share';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { type MessageId, t, useT } from '@/lib/i18n';

/** The panel's words: keys of the share catalog. */
export const PUBLIC_LINK_TEXTS = {
  title: 'share.link.title',
  help: 'share.link.help',
  showName: 'share.link.showName',
  copied: 'share.link.copied',
  copyFailed: 'share.link.copyFailed',
  failed: 'share.link.failed',
  unread: 'share.link.unread',
} as const satisfies Record<string, MessageId>;

type Change = { open: boolean; showName: boolean };

/** Where a reading's public link is kept in the query cache (the panel fills it). */
export const publicLinkQueryKey = (readingId: number) => [endpoints.readingPublicLink.path, readingId] as const;

/** The public link's full address while the reading's link is open (as the panel last heard), else undefined. */
export function openPublicLinkUrl(queryClient: QueryClient, readingId: number): string | undefined {
  const answer = queryClient.getQueryData<{ link: PublicLink | null }>(publicLinkQueryKey(readingId));
  return answer?.link ? `${window.location.origin}${answer.link.path}` : undefined;
}

/**
 * A reading's public link (off by default): a switch opens it, a checkbox names her, and the link
 * is shown to copy. Closing it forgets the link for good; opening again makes a new one.
 */
export function PublicLinkPanel({ readingId }: { readingId: number }) {
  const ids = useId();
  const say = useT();
  const queryClient = useQueryClient();
  const key = publicLinkQueryKey(readingId);
  const current = useQuery({
    queryKey: key,
    queryFn: () => api(endpoints.readingPublicLink, undefined, { params: { id: readingId } }),
  });
  const change = useMutation({
    mutationFn: ({ open, showName }: Change) =>
      open
        ? api(endpoints.openReadingPublicLink, { showName }, { params: { id: readingId } })
        : api(endpoints.closeReadingPublicLink, undefined, { params: { id: readingId } }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
    onError: (error) =>
      toast({ title: t(PUBLIC_LINK_TEXTS.failed), description: error.message, variant: 'destructive' }),
  });
  const link: PublicLink | null = current.data?.link ?? null;
  const url = link ? `${window.location.origin}${link.path}` : '';
  const busy = current.isPending || change.isPending;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t(PUBLIC_LINK_TEXTS.copied) });
    } catch {
      toast({ title: t(PUBLIC_LINK_TEXTS.copyFailed) });
    }
  };
  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={`${ids}-title`} className="font-display text-lg font-semibold">
            {say(PUBLIC_LINK_TEXTS.title)}
          </h2>
          <p id={`${ids}-help`} className="text-sm leading-relaxed text-muted-foreground">
            {say(PUBLIC_LINK_TEXTS.help)}
          </p>
        </div>
        <Switch
          aria-labelledby={`${ids}-title`}
          aria-describedby={`${ids}-help`}
          checked={link !== null}
          disabled={busy || current.isError}
          onCheckedChange={(open) => change.mutate({ open, showName: false })}
        />
      </div>
      {current.isError && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">{say(PUBLIC_LINK_TEXTS.unread)}</p>
          <Button variant="outline" size="sm" className="h-11" onClick={() => current.refetch()}>
            {say('tryAgain')}
          </Button>
        </div>
      )}
      {link && (
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3">
            <Checkbox
              id={`${ids}-name`}
              checked={link.showName}
              disabled={busy}
              onCheckedChange={(checked) => change.mutate({ open: true, showName: checked === true })}
            />
            <label htmlFor={`${ids}-name`} className="text-sm">
              {say(PUBLIC_LINK_TEXTS.showName)}
            </label>
          </div>
          <div className="flex gap-2">
            <Input
              readOnly
              value={url}
              aria-label={say(PUBLIC_LINK_TEXTS.title)}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="outline" onClick={copy}>
              <Copy aria-hidden /> {say('share.link.copy')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
