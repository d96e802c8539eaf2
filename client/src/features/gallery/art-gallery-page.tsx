import { ART_PIECES, type ArtPiece, GALLERY_INTRO, GALLERY_TITLE } from '@contract/gallery';
import { useState } from 'react';
import { WithBottomNav } from '@/components/bottom-nav';
import { PageHeader } from '@/components/page-header';
import { SCREEN_COLUMN } from '@/components/screen-column';
import { Card } from '@/components/ui/card';
import { type MessageId, useT } from '@/lib/i18n';
import { ArtPieceDialog } from './art-piece-dialog';
import { ArtworkImage } from './artwork-image';
import { OrderPrintButton } from './order-print';

/** How wide a card's image is drawn: one column on phones, two from 640px, three from 1024px. */
const CARD_SIZES = '(min-width: 1024px) 320px, (min-width: 640px) calc(50vw - 1.5rem), calc(100vw - 2rem)';

/**
 * The art gallery (/art-gallery): three pieces inspired by coffee readings, each to open or order.
 * The pieces' words are the contract's English, shown in the member's language by that English.
 */
export default function ArtGalleryPage() {
  const say = useT();
  // The last piece opened stays in the dialog while it closes, so it does not go blank.
  const [opened, setOpened] = useState<{ piece: ArtPiece | null; open: boolean }>({ piece: null, open: false });
  return (
    <WithBottomNav>
      <PageHeader title={say(GALLERY_TITLE)} backHref="/dashboard" backLabel={say('back.dashboard')} width="wide" />
      <main className={`${SCREEN_COLUMN.wide} flex flex-col gap-5 pt-5 pb-8 sm:max-w-5xl`}>
        <p className="max-w-prose leading-relaxed text-muted-foreground">{say(GALLERY_INTRO as MessageId)}</p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ART_PIECES.map((piece, index) => (
            <li key={piece.id}>
              <ArtCard piece={piece} eager={index === 0} onOpen={() => setOpened({ piece, open: true })} />
            </li>
          ))}
        </ul>
      </main>
      <ArtPieceDialog
        piece={opened.piece}
        open={opened.open}
        onOpenChange={(open) => setOpened((last) => ({ ...last, open }))}
      />
    </WithBottomNav>
  );
}

/**
 * One piece: the title's button covers the whole card (so a tap anywhere opens it), while
 * 'Order Print' sits above that cover and stays its own button.
 */
function ArtCard({ piece, eager, onOpen }: { piece: ArtPiece; eager: boolean; onOpen: () => void }) {
  const say = useT();
  const title = say(piece.title as MessageId);
  return (
    <Card className="relative flex h-full flex-col overflow-hidden">
      <ArtworkImage piece={piece} sizes={CARD_SIZES} eager={eager} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 className="font-display text-2xl font-semibold leading-tight">
            <button
              type="button"
              onClick={onOpen}
              className="text-left outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-ring"
            >
              {title}
            </button>
          </h2>
          <p className="text-sm text-muted-foreground">{say('gallery.by', { artist: piece.artist })}</p>
        </div>
        <OrderPrintButton title={title} className="relative z-10 mt-auto" />
      </div>
    </Card>
  );
}
