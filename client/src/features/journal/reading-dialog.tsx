import type { JournalReading } from '@contract/journal';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { T, useT } from '@/lib/i18n';
import { useJournalReading } from './use-journal-lists';
import { useJournalToggle } from './use-journal-toggle';

/** A reading opened from the journal: the whole text, its symbols and the questions asked about it. */
export function ReadingDialog({
  readingId,
  open,
  onClose,
}: {
  readingId: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const say = useT();
  const reading = useJournalReading(readingId);
  return (
    <Dialog open={open && readingId !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{say('journal.dialog.title')}</DialogTitle>
          <DialogDescription>
            {reading.data
              ? say('journal.dialog.readOn', { date: formatDate(reading.data.createdAt) })
              : say('journal.dialog.loading')}
          </DialogDescription>
        </DialogHeader>
        {reading.data ? (
          <ReadingBody reading={reading.data} />
        ) : reading.isError ? (
          <p className="text-muted-foreground">{say('journal.dialog.failed')}</p>
        ) : (
          <div className="flex min-h-40 items-center justify-center">
            <Spinner label={say('journal.dialog.loading')} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReadingBody({ reading }: { reading: JournalReading }) {
  const say = useT();
  const paragraphs = reading.reading.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  const { saved, busy, toggle } = useJournalToggle({ kind: 'reading', readingId: reading.id });
  return (
    <div className="flex flex-col gap-5">
      {reading.intention && <p className="font-display text-xl italic leading-snug">“{reading.intention}”</p>}
      <div className="flex flex-col gap-3 leading-relaxed">
        {paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
          <p key={index} className="whitespace-pre-line">
            {paragraph.trim()}
          </p>
        ))}
      </div>
      {reading.symbols.length > 0 && (
        <p className="text-sm text-muted-foreground">
          <T
            id="journal.dialog.symbols"
            values={{ symbols: reading.symbols.map((s) => s.name).join(', ') }}
            components={{ 0: <span className="capitalize" /> }}
          />
        </p>
      )}
      <section aria-labelledby="asked-title" className="flex flex-col gap-3">
        <h3 id="asked-title" className="font-display text-xl font-semibold">
          {say('journal.dialog.asked')}
        </h3>
        {reading.questions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{say('journal.dialog.noQuestions')}</p>
        ) : (
          <dl className="flex flex-col gap-3">
            {reading.questions.map((q) => (
              <div key={q.askedAt + q.question} className="rounded-xl bg-muted p-3">
                <dt className="font-medium">{q.question}</dt>
                <dd className="mt-1 leading-relaxed">{q.answer}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <Button variant={saved ? 'primary' : 'outline'} aria-pressed={saved} disabled={busy} onClick={toggle}>
        {saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />} {say('journal.dialog.save')}
      </Button>
    </div>
  );
}
