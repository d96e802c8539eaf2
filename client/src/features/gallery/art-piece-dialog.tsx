import type { ArtPiece } from '@contract/gallery';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { type MessageId, useT } from '@/lib/i18n';
import { ArtworkImage } from './artwork-image';
import { OrderPrintButton } from './order-print';

/** A piece opened from the grid: the image larger, its artist, its story and 'Order Print'. */
export function ArtPieceDialog({
  piece,
  open,
  onOpenChange,
}: {
  piece: ArtPiece | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const say = useT();
  const title = piece ? say(piece.title as MessageId) : '';
  return (
    <Dialog open={open && piece !== null} onOpenChange={onOpenChange}>
      {piece && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{say('gallery.by', { artist: piece.artist })}</DialogDescription>
          </DialogHeader>
          <ArtworkImage
            piece={piece}
            eager
            sizes="(min-width: 576px) 464px, calc(100vw - 5rem)"
            className="rounded-xl"
          />
          <p className="leading-relaxed">{say(piece.description as MessageId)}</p>
          <OrderPrintButton title={title} />
        </DialogContent>
      )}
    </Dialog>
  );
}
