import { GALLERY_TITLE } from '@contract/gallery';
import { SCREEN_COLUMN } from '@/components/screen-column';
import type { ScreenShape } from '@/components/screen-shape';

const toDashboard = { backHref: '/dashboard', backLabel: 'Back to dashboard' };
/** The column of the shelled list screens (circles, journal). */
const LIST_COLUMN = 'mx-auto flex max-w-md lg:max-w-2xl flex-col gap-5 px-4 pt-5 pb-8';

/** A screen without the navigation or a top bar (sign-in, the mood pickers, admin). */
const plain = (what: string): ScreenShape => ({
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
    what: 'your day',
  },
  '/coffee-reading': {
    nav: true,
    tabBar: false,
    header: { title: 'Coffee Reading', ...toDashboard },
    column: `${SCREEN_COLUMN.column} flex flex-col gap-5 pt-5 pb-10`,
    cards: ['h-16 border-transparent bg-transparent shadow-none', 'h-56', 'h-64'],
    what: 'your cup',
  },
  '/reading-results': {
    nav: true,
    tabBar: false,
    header: { title: 'Your Reading', ...toDashboard },
    column: 'mx-auto flex max-w-2xl flex-col gap-6 px-4 pt-5 pb-12',
    cards: ['h-96', 'h-24'],
    what: 'your reading',
  },
  '/premium': {
    nav: true,
    tabBar: false,
    header: { title: 'Premium Membership', ...toDashboard },
    column: `${SCREEN_COLUMN.column} flex flex-col gap-6 pt-6 pb-10`,
    cards: ['h-32 border-transparent bg-transparent shadow-none', 'h-96'],
    what: 'Premium',
  },
  '/premium-success': {
    nav: true,
    tabBar: false,
    column: `${SCREEN_COLUMN.column} flex flex-col gap-6 pt-12 pb-12`,
    cards: ['h-48 border-transparent bg-transparent shadow-none', 'h-40'],
    what: 'your Premium',
  },
  '/profile': {
    nav: true,
    header: { title: 'My Profile', ...toDashboard, width: 'wide' },
    column: `${SCREEN_COLUMN.wide} flex flex-col gap-5 py-6`,
    cards: ['h-40', 'h-96'],
    what: 'your profile',
  },
  '/settings': {
    nav: true,
    header: { title: 'Settings', ...toDashboard },
    column: `${SCREEN_COLUMN.column} flex flex-col gap-5 py-6`,
    cards: ['h-72', 'h-48'],
    what: 'your settings',
  },
  '/circle': {
    nav: true,
    header: { title: 'Wellness Circle', backHref: '/dashboard', backLabel: 'Back to dashboard' },
    column: LIST_COLUMN.replace('pt-5', 'pt-4'),
    cards: ['h-12', 'h-44', 'h-44'],
    what: 'the Wellness Circle',
  },
  '/circle/:id': {
    nav: true,
    header: { title: 'Wellness Circle', backHref: '/circle', backLabel: 'Back to circles' },
    column: LIST_COLUMN.replace('pt-5', 'pt-4'),
    cards: ['h-32', 'h-40', 'h-48'],
    what: 'this circle',
  },
  '/journal': {
    nav: true,
    header: { title: 'Coffee Journal', ...toDashboard },
    column: LIST_COLUMN,
    cards: ['h-12', 'h-48', 'h-40'],
    what: 'your journal',
  },
  '/art-gallery': {
    nav: true,
    header: { title: GALLERY_TITLE, ...toDashboard, width: 'wide' },
    column: `${SCREEN_COLUMN.wide} flex flex-col gap-5 pt-5 pb-8 sm:max-w-5xl`,
    cards: ['h-16 border-transparent bg-transparent shadow-none', 'h-80'],
    what: 'the gallery',
  },
  '/compatibility': {
    nav: true,
    header: { title: 'Compatibility', ...toDashboard },
    column: `${SCREEN_COLUMN.column} flex flex-col gap-5 pt-5 pb-10`,
    cards: ['h-[28rem]'],
    what: 'Compatibility',
  },
};

/** The shape of the screen at a route pattern; a plain column for the screens outside the member's shell. */
export function screenShapeFor(pattern: string, what = 'this page'): ScreenShape {
  // The swirl screen answers at /reading too.
  return SHAPES[pattern === '/reading' ? '/coffee-reading' : pattern] ?? plain(what);
}
