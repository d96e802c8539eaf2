/**
 * The one desktop layout of the member screens: the side navigation at the left from lg, and the
 * screen's column centred in the room beside it, with the top bar's contents on the column's own
 * edges (so the back arrow stands where the content begins). Two widths of one column:
 *
 * - `column`: screens read top to bottom (the ritual, a reading, Premium, lists, settings);
 *   phone-width below lg, 42rem from lg, the width a line of text stays easy to read at.
 * - `wide`: screens of cards side by side (the dashboard, the gallery, the profile); phone-width
 *   below lg unless the screen widens it, 64rem from lg.
 *
 * Below lg nothing changes: the column is the phone's width less 1rem each side.
 */
export type ColumnWidth = 'column' | 'wide';

/** The classes of a screen's <main> column (its gaps and vertical padding are the screen's own). */
export const SCREEN_COLUMN: Record<ColumnWidth, string> = {
  column: 'mx-auto w-full max-w-md px-4 lg:max-w-2xl',
  wide: 'mx-auto w-full max-w-md px-4 lg:max-w-5xl lg:px-8',
};

/** The top bar's row: the phone's edges below lg, the column's edges from lg. */
export const BAR_ROW: Record<ColumnWidth, string> = {
  column: 'px-3 lg:max-w-2xl lg:px-4',
  wide: 'px-3 lg:max-w-5xl lg:px-8',
};
