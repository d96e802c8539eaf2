/**
 * Telve's words in the member's language (issue 33, docs/decisions/0048-message-catalogs.md).
 * Components write `<T id="..." />` or `useT()('...')`; other code `t('...')`. The messages live in
 * client/src/lib/locales/<language>.json, compiled at build time; a language's catalog and the
 * formatter (Lingui's runtime) come in a chunk of their own, loaded before the app first renders,
 * so the landing page's first code carries only this module.
 */
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';
import { type ReactNode, useSyncExternalStore } from 'react';
import type en from './locales/en.json';

/** A message's key in the catalogs (en.json holds every key; the catalog test keeps tr.json level). */
export type MessageId = keyof typeof en;
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/** One language's catalog and the formatter that reads it. */
export interface Messages {
  readonly language: Language;
  /** The message as plain text, its placeholders filled. */
  text(id: MessageId, values?: MessageValues): string;
  /** The message with `<0>...</0>` tags given as elements. */
  rich(id: MessageId, values: MessageValues | undefined, components: Readonly<Record<string, ReactNode>>): ReactNode;
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

/** Loads a language's catalog with the formatter (one chunk each) and makes it current. */
export async function loadMessages(language: Language): Promise<Messages> {
  const [{ createMessages }, { messages }] = await Promise.all([
    import('./i18n-runtime'),
    language === 'tr' ? import('virtual:telve-catalog/tr') : import('virtual:telve-catalog/en'),
  ]);
  return createMessages(language, messages);
}

export async function activateLanguage(language: Language): Promise<void> {
  setMessages(await loadMessages(language));
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

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
