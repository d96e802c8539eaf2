/** Member text longer than this is cut before it goes into a prompt. */
const MAX_MEMBER_CHARS = 1000;

/**
 * Makes member text safe to place between our tags in a model's prompt: angle brackets are escaped,
 * so a typed `</member_intention>` cannot close the block and pose as our own instructions.
 * The narrator and the care judge both wrap member text with it.
 */
export function neutralise(text: string, maxChars = MAX_MEMBER_CHARS): string {
  return text
    .slice(0, maxChars)
    .replace(/(?![\n\t])\p{Cc}/gu, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .trim();
}
