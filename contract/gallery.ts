/** The artist of every piece in the gallery. */
export const GALLERY_ARTIST = 'Defne Yıldız';

export const GALLERY_TITLE = 'Telve Art Gallery';
export const GALLERY_INTRO =
  'Mystical artwork inspired by coffee readings. Each piece grows from the shapes that settle in the cup: ' +
  'open one to look closer, and order a print for your home.';
/** What Order Print answers until prints can be ordered. */
export const ORDER_PRINT_MESSAGE = 'Print order processing will be available in the next update.';

/**
 * The rendered widths of each image (AVIF and WebP, 4:3) under /gallery/, made by
 * scripts/render-gallery.mjs: `/gallery/{id}-{width}.{avif|webp}`.
 */
export const GALLERY_IMAGE_WIDTHS = [400, 800, 1200] as const;
export const GALLERY_IMAGE_RATIO = { width: 4, height: 3 } as const;

export interface ArtPiece {
  id: 'monuments' | 'the-world' | 'istanbul';
  title: string;
  artist: string;
  description: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
}

/** The three pieces, in gallery order. */
export const ART_PIECES: readonly ArtPiece[] = [
  {
    id: 'monuments',
    title: 'Monuments',
    artist: GALLERY_ARTIST,
    description:
      "The pyramids, an obelisk, a temple, a tower of iron lace and a domed mosque rise at sunrise from the grounds of one cup: the traveller's cup, which tells of journeys to places the heart already knows.",
    alt: 'A coffee cup seen from above, its grounds forming pyramids, an obelisk, a columned temple, an iron tower and a domed mosque against a gold sunrise.',
  },
  {
    id: 'the-world',
    title: 'The World',
    artist: GALLERY_ARTIST,
    description:
      'A whole globe drawn by settling grounds, floating over its saucer under a crescent moon. In the old readings a globe in the cup promises wide horizons and news from far away.',
    alt: 'A cream globe with brown continents of coffee grounds and gold meridians, floating above a saucer under a crescent moon in a starry night sky.',
  },
  {
    id: 'istanbul',
    title: 'Istanbul',
    artist: GALLERY_ARTIST,
    description:
      'Dusk over the Bosphorus: the Galata Tower, the domes and minarets of the old city, and the gold of the crescent moon on the water, in the city where coffee readings began.',
    alt: 'Istanbul at dusk in silhouette: the Galata Tower and two domed mosques with minarets, a crescent moon and star above, a ferry and golden moonlight on the Bosphorus.',
  },
];
