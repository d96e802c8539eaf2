import { type ArtPiece, GALLERY_IMAGE_RATIO, GALLERY_IMAGE_WIDTHS } from '@contract/gallery';
import { cn } from '@/components/ui/cn';
import { type MessageId, useT } from '@/lib/i18n';

const srcSet = (id: ArtPiece['id'], format: 'avif' | 'webp') =>
  GALLERY_IMAGE_WIDTHS.map((width) => `/gallery/${id}-${width}.${format} ${width}w`).join(', ');

/**
 * A gallery image in AVIF (WebP where AVIF is not read) at the width the layout needs. Width and
 * height are set, so the page keeps the image's 4:3 box before it arrives and nothing shifts.
 */
export function ArtworkImage({
  piece,
  sizes,
  eager = false,
  className,
}: {
  piece: ArtPiece;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The first image in view: fetched at once and first. */
  eager?: boolean;
  className?: string;
}) {
  const say = useT();
  const width = 800;
  const height = (width * GALLERY_IMAGE_RATIO.height) / GALLERY_IMAGE_RATIO.width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(piece.id, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(piece.id, 'webp')} sizes={sizes} />
      <img
        src={`/gallery/${piece.id}-${width}.webp`}
        width={width}
        height={height}
        alt={say(piece.alt as MessageId)}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className={cn('block aspect-[4/3] h-auto w-full bg-muted object-cover', className)}
      />
    </picture>
  );
}
