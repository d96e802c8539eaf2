import { lowerCase } from '@contract/casing';
import type { Language } from '@contract/languages';

/** At most this many tags per post, each at most this long: a post is text, not a tag cloud. */
const MAX_TAGS = 10;
const MAX_TAG_LENGTH = 50;

// A '#' that starts a word (not 'C#' or an '&#39;' entity), followed by letters, digits or '_'.
const HASHTAG = /(?<![\p{L}\p{N}_&#])#([\p{L}\p{N}_]+)/gu;

/**
 * The `#words` of a post, lower-cased by its author's language ('#IŞIK' is 'ışık' from a Turkish
 * speaker, '#İyilik' is 'iyilik' from anyone), without the '#', each once, in the order written.
 */
export function extractTags(content: string, language: Language): string[] {
  const tags: string[] = [];
  for (const match of content.matchAll(HASHTAG)) {
    const tag = lowerCase(match[1] ?? '', language);
    if (tag.length > MAX_TAG_LENGTH || tags.includes(tag)) continue;
    tags.push(tag);
    if (tags.length === MAX_TAGS) break;
  }
  return tags;
}
