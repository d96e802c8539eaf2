import { GALLERY_TITLE } from '@contract/gallery';
import { SCREEN_COLUMN } from '@/components/screen-column';
import type { ScreenShape } from '@/components/screen-shape';
import type { MessageId } from '@/lib/i18n';

const toDashboard = { backHref: '/dashboard', backLabel: 'back.dashboard' } as const;
/** The column of the shelled list screens (circles, journal). */
const LIST_COLUMN = 'mx-auto flex max-w-md lg:max-w-2xl flex-col gap-5 px-4 pt-5 pb-8';

/** A screen without the navigation or a top bar (sign-in, the mood pickers, admin). */
const plain = (what: MessageId): ScreenShape => ({
  nav: false,
  column: 'mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-5 px-4 py-10',
  cards: ['h-24', 'h-64'],
  what,
});

/**
 * Each route's shape (components/screen-shape.tsx), by the path the router matches: the same
 * shell, top bar and column as the screen itself, so its skeleton and its error view keep the
 * navigation and top bar where the screen paints them.
 */
const SHAPES: Record<string, ScreenShape> = {
  '/dashboard': {
    nav: true,
    column: 'mx-auto flex max-w-md flex-col gap-5 px-4 pt-6 pb-8 lg:max-w-5xl lg:gap-6 lg:px-8 lg:pt-8',
    cards: ['h-24 border-transparent bg-transparent shadow-none', 'h-40', 'h-72', 'h-48'],
    what: 'what:/dashboard',
  },
  '/coffee-reading': {
    nav: true,
    tabBar: false,
    header: { title: 'title:/coffee-reading', ...toDashboard },
    column: `${SCREEN_COLUMN.column} flex flex-col gap-5 pt-5 pb-10`,
    cards: ['h-16 border-transparent bg-transparent shadow-none', 'h-56', 'h-64'],
    what: 'what:/coffee-reading',
  },
  '/reading-results': {
    nav: true,
    tabBar: false,
    header: { title: 'title:/reading-results', ...toDashboard },
    column: 'mx-auto flex max-w-2xl flex-col gap-6 px-4 pt-5 pb-12',
    cards: ['h-96', 'h-24'],
    what: 'what:/reading-results',
  },
  '/premium': {
    nav: true,
    tabBar: false,
    header: { title: 'title:/premium', ...toDashboard },
    column: `${SCREEN_COLUMN.column} flex flex-col gap-6 pt-6 pb-10`,
    cards: ['h-32 border-transparent bg-transparent shadow-none', 'h-96'],
    what: 'what:/premium',
  },
  '/premium-success': {
    nav: true,
    tabBar: false,
    column: `${SCREEN_COLUMN.column} flex flex-col gap-6 pt-12 pb-12`,
    cards: ['h-48 border-transparent bg-transparent shadow-none', 'h-40'],
    what: 'what:/premium-success',
  },
  '/profile': {
    nav: true,
    header: { title: 'title:/profile', ...toDashboard, width: 'wide' },
    column: `${SCREEN_COLUMN.wide} flex flex-col gap-5 py-6`,
    cards: ['h-40', 'h-96'],
    what: 'what:/profile',
  },
  '/settings': {
    nav: true,
    header: { title: 'title:/settings', ...toDashboard },
    column: `${SCREEN_COLUMN.column} flex flex-col gap-5 py-6`,
    cards: ['h-72', 'h-48'],
    what: 'what:/settings',
  },
  '/circle': {
    nav: true,
    header: { title: 'title:/circle', ...toDashboard },
    column: LIST_COLUMN.replace('pt-5', 'pt-4'),
    cards: ['h-12', 'h-44', 'h-44'],
    what: 'what:/circle',
  },
  '/circle/:id': {
    nav: true,
    header: { title: 'title:/circle', backHref: '/circle', backLabel: 'back.circles' },
    column: LIST_COLUMN.replace('pt-5', 'pt-4'),
    cards: ['h-32', 'h-40', 'h-48'],
    what: 'what:/circle/:id',
  },
  '/journal': {
    nav: true,
    header: { title: 'title:/journal', ...toDashboard },
    column: LIST_COLUMN,
    cards: ['h-12', 'h-48', 'h-40'],
    what: 'what:/journal',
  },
  '/art-gallery': {
    nav: true,
    header: { title: GALLERY_TITLE, ...toDashboard, width: 'wide' },
    column: `${SCREEN_COLUMN.wide} flex flex-col gap-5 pt-5 pb-8 sm:max-w-5xl`,
    cards: ['h-16 border-transparent bg-transparent shadow-none', 'h-80'],
    what: 'what:/art-gallery',
  },
  '/compatibility': {
    nav: true,
    header: { title: 'title:/compatibility', ...toDashboard },
    column: `${SCREEN_COLUMN.column} flex flex-col gap-5 pt-5 pb-10`,
    cards: ['h-[28rem]'],
    what: 'what:/compatibility',
  },
};

/** The routes outside the member's shell that their error view names by more than 'this page'. */
const NAMED = new Set(['/', '/auth', '/terms-of-service', '/terms', '/privacy', '/shared/:token']);

/** The shape of the screen at a route pattern; a plain column for the screens outside the member's shell. */
export function screenShapeFor(pattern: string): ScreenShape {
  // The swirl screen answers at /reading too.
  return (
    SHAPES[pattern === '/reading' ? '/coffee-reading' : pattern] ??
    plain(NAMED.has(pattern) ? (`what:${pattern}` as MessageId) : 'what:page')
  );
}
