import { cn } from '@/components/ui/cn';

/**
 * The library's silhouettes (server/src/features/cup-photo/silhouettes/), one per oracle symbol:
 * the same outlines the cup-photo reader names shapes by become the symbols' pictures. Each is an
 * asset of the build of its own (hashed, cached for a year), asked for only when a reading shows it.
 */
const SILHOUETTES = import.meta.glob<string>('../../../server/src/features/cup-photo/silhouettes/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const BY_ID = new Map(
  Object.entries(SILHOUETTES).map(([file, url]) => [file.slice(file.lastIndexOf('/') + 1, -'.svg'.length), url]),
);

/** The silhouette's address for a symbol id, if the library has one. */
export const silhouetteUrl = (id: string): string | undefined => BY_ID.get(id);

/**
 * A symbol's picture: its silhouette in the theme's colour (a mask over the colour, so it follows
 * dark mode), in a box of fixed size so nothing moves when it arrives. Decorative: the symbol's
 * name is always written beside it. Nothing for a symbol without a silhouette.
 */
export function SymbolPicture({ id, className }: { id: string; className?: string }) {
  const url = silhouetteUrl(id);
  if (!url) return null;
  const mask = `url("${url}")`;
  return (
    <span
      aria-hidden
      data-symbol-picture={id}
      className={cn('block shrink-0 bg-primary dark:bg-accent', className)}
      style={{
        maskImage: mask,
        WebkitMaskImage: mask,
        maskSize: 'contain',
        WebkitMaskSize: 'contain',
        maskRepeat: 'no-repeat',
        WebkitMaskRepeat: 'no-repeat',
        maskPosition: 'center',
        WebkitMaskPosition: 'center',
      }}
    />
  );
}
