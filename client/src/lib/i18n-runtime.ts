/**
 * The formatter behind lib/i18n.ts: Lingui's runtime over a compiled catalog. Loaded in a chunk of
 * its own with the member's catalog, before the app first renders.
 */
import type { Language } from '@contract/languages';
import { type Messages as CompiledMessages, setupI18n } from '@lingui/core';
import { TransNoContext } from '@lingui/react/server';
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { Messages } from './i18n';

export function createMessages(language: Language, compiled: CompiledMessages): Messages {
  const i18n = setupI18n({ locale: language, messages: { [language]: compiled } });
  return {
    language,
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
