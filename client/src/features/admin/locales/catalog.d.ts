// The admin feature's words (en.json, the source, and each language's), typed: its keys join
// MessageId (docs/decisions/0048-message-catalogs.md).
import type en from './en.json';

declare module '@/lib/i18n' {
  interface Catalogs {
    admin: typeof en;
  }
}
