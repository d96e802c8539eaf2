import { type MessageId, t } from '@/lib/i18n';

/**
 * The title of the screen at `path` in the current language: its route's message `title:<route>`
 * in the shared catalog (the screen's own heading where it has a fixed one); '404 Page Not Found'
 * for a path no screen answers. A screen whose title depends on what it shows (the auth tabs) sets
 * its own with useDocumentTitle.
 */
export function screenTitleFor(path: string): string {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const route = clean.replace(/^\/circle\/[^/]+$/, '/circle/:id').replace(/^\/shared\/[^/]+$/, '/shared/:token');
  const id = `title:${route}`;
  const title = t(id as MessageId);
  return title === id ? t('title:404') : title;
}
