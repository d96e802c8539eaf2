/**
 * The formatter behind lib/i18n.ts: Lingui's runtime over the compiled catalogs. Loaded in a chunk
 * of its own with the member's shared catalog, before the app first renders; it names each
 * feature's catalog chunks (`virtual:telve-catalogs`), so the landing page's first code does not.
 */

import { catalogs } from 'virtual:telve-catalogs';
import type { Language } from '@contract/languages';
import { type Messages as CompiledMessages, setupI18n } from '@lingui/core';
import { TransNoContext } from '@lingui/react/server';
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { Feature, Messages } from './i18n';

/** A language's messages: the shared catalog, and the features' catalogs given (loaded first). */
export async function createMessages(
  language: Language,
  compiled: CompiledMessages,
  features: readonly Feature[],
): Promise<Messages> {
  // A message with no entry (a contract message read by its English that the catalog does not hold,
  // such as one carrying a value) shows as it came.
  // A copy: Lingui adds a feature's catalog into the object it holds, and the compiled module's own
  // must stay the shared catalog alone for the next Messages made from it.
  const i18n = setupI18n({ locale: language, messages: { [language]: { ...compiled } }, missing: (_, id) => id });
  const added = new Map<Feature, Promise<void>>();
  const add = (feature: Feature) => {
    let adding = added.get(feature);
    if (!adding) {
      const load = catalogs[feature]?.[language];
      if (!load) return Promise.reject(new Error(`The ${feature} feature has no ${language} catalog`));
      adding = load().then(
        ({ messages }) => i18n.load(language, messages),
        (error: unknown) => {
          // Not added: the next page that needs it asks for it again.
          added.delete(feature);
          throw error;
        },
      );
      added.set(feature, adding);
    }
    return adding;
  };
  await Promise.all(features.map(add));
  return {
    language,
    add,
    get features() {
      return [...added.keys()];
    },
    text: (id, values) => i18n._(id, values),
    rich: (id, values, components) =>
      createElement(TransNoContext, {
        id,
        values,
        components: Object.fromEntries(
          Object.entries(components).filter((entry): entry is [string, ReactElement] => isValidElement(entry[1])),
        ),
        lingui: { i18n },
      }) as ReactNode,
  };
}
