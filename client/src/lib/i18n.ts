/**
 * Telve's words in the member's language (issue 33, docs/decisions/0048-message-catalogs.md).
 * Components write `<T id="..." />` or `useT()('...')`; other code `t('...')`. The messages live in
 * client/src/lib/locales/<language>.json (the app shell's and shared components' words) and
 * client/src/features/<name>/locales/<language>.json (a feature's), compiled at build time. The
 * shared catalog and the formatter (Lingui's runtime) come in a chunk of their own, loaded before
 * the app first renders, so the landing page's first code carries only this module; a feature's
 * catalog comes with its page's code (lib/pages.ts) and joins the current one.
 */
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';
import { type ReactNode, useSyncExternalStore } from 'react';
import type en from './locales/en.json';

/**
 * Each catalog's English messages, by name: the shared one here, and each feature's, which its
 * `features/<name>/locales/catalog.d.ts` adds (`declare module '@/lib/i18n'`), so its keys are typed too.
 */
export interface Catalogs {
  shared: typeof en;
}

/** A message's key in the catalogs (English holds every key; the catalog test keeps the others level). */
export type MessageId = { [Name in keyof Catalogs]: keyof Catalogs[Name] & string }[keyof Catalogs];
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/** A feature with a catalog of its own (`features/<name>/locales/`), loaded with its pages. */
export type Feature = Exclude<keyof Catalogs, 'shared'>;

/** One language's catalog and the formatter that reads it. */
export interface Messages {
  readonly language: Language;
  /** The message as plain text, its placeholders filled. */
  text(id: MessageId, values?: MessageValues): string;
  /** The message with `<0>...</0>` tags given as elements. */
  rich(id: MessageId, values: MessageValues | undefined, components: Readonly<Record<string, ReactNode>>): ReactNode;
  /** Adds a feature's catalog in this language (once; resolves when its words can be read). */
  add(feature: Feature): Promise<void>;
  /** The features whose catalogs were added, which a change of language loads again. */
  readonly features: readonly Feature[];
}

let current: Messages | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes a loaded catalog the one every message is read from (the server paints with this too). */
export function setMessages(messages: Messages): void {
  current = messages;
  for (const listener of listeners) listener();
}

/**
 * Loads a language's shared catalog with the formatter (one chunk each), and the feature catalogs
 * given (by default, those the current language has: a change of language keeps every screen's words).
 */
export async function loadMessages(language: Language, features = current?.features ?? []): Promise<Messages> {
  const [{ createMessages }, { messages }] = await Promise.all([
    import('./i18n-runtime'),
    language === 'tr' ? import('virtual:telve-catalog/tr') : import('virtual:telve-catalog/en'),
  ]);
  return createMessages(language, messages, features);
}

export async function activateLanguage(language: Language): Promise<void> {
  setMessages(await loadMessages(language));
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Adds a feature's catalog to the current language's (lib/pages.ts, with the page's code). */
export const loadCatalog = (feature: Feature): Promise<void> => messages().add(feature);

function messages(): Messages {
  if (!current) throw new Error('A message was read before any catalog was loaded (activateLanguage)');
  return current;
}

/** The current language's message, outside React (a toast, a title). */
export function t(id: MessageId, values?: MessageValues): string {
  return messages().text(id, values);
}

/** The current language, outside React. */
export function currentLanguage(): Language {
  return current?.language ?? DEFAULT_LANGUAGE;
}

/** The current catalog; a component using it renders again when the member changes language. */
export function useCatalog(): Messages {
  return useSyncExternalStore(subscribe, messages, messages);
}

/** `const t = useT(); t('landing.begin')`. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const catalog = useCatalog();
  return (id, values) => catalog.text(id, values);
}

/** A message in JSX; `components` fill its `<0>...</0>` tags. */
export function T({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: MessageValues;
  components?: Readonly<Record<string, ReactNode>>;
}): ReactNode {
  const catalog = useCatalog();
  return components ? catalog.rich(id, values, components) : catalog.text(id, values);
}
