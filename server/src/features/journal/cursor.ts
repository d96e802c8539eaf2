import { BAD_CURSOR_MESSAGE, JOURNAL_PAGE_SIZE } from '@contract/journal';
import { keysetPages } from '../../lib/keyset';

export { positionAt } from '../../lib/keyset';

/** The journal's lists: keyset pages of JOURNAL_PAGE_SIZE entries (lib/keyset.ts). */
const pages = keysetPages({ pageSize: JOURNAL_PAGE_SIZE, badCursorMessage: BAD_CURSOR_MESSAGE });

export const PAGE_PROBE = pages.probe;
export const after = pages.after;
export const toPage = pages.toPage;
