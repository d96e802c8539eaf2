/** The `#words` of a post, lower-cased, without the '#', each once, in the order they appear. */
export function extractTags(content: string): string[] {
  const tags = [...content.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((match) => (match[1] ?? '').toLowerCase());
  return [...new Set(tags)];
}
