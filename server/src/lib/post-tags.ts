/** At most this many tags per post, each at most this long: a post is text, not a tag cloud. */
const MAX_TAGS = 10;
const MAX_TAG_LENGTH = 50;

// A '#' that starts a word (not 'C#' or an '&#39;' entity), followed by letters, digits or '_'.
const HASHTAG = /(?<![\p{L}\p{N}_&#])#([\p{L}\p{N}_]+)/gu;

/** The `#words` of a post, lower-cased, without the '#', each once, in the order written. */
export function extractTags(content: string): string[] {
  const tags: string[] = [];
  for (const match of content.matchAll(HASHTAG)) {
    const tag = (match[1] ?? '').toLowerCase();
    if (tag.length > MAX_TAG_LENGTH || tags.includes(tag)) continue;
    tags.push(tag);
    if (tags.length === MAX_TAGS) break;
  }
  return tags;
}
