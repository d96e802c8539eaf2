import { PUBLIC_TOKEN_PATTERN, SHARED_READING_PATH } from '@contract/share';
import type { AppContext } from '../../context';
import { escapeHtml } from '../../lib/escape-html';
import { CARD_WORDS } from './card-words';
import { sharedReading } from './public-links';

/**
 * The Open Graph tags of a reading's public page (/shared/<token>), so a messenger shows its card:
 * a title naming her only when she chose it, the symbols' names, and the card's address, in the
 * language of the member who shared it, as her card is (the page itself speaks its visitor's). Undefined
 * for any other page, and for a link that no longer works (the page then says so itself).
 */
export async function sharedReadingHead(
  ctx: AppContext,
  options: { path: string; origin: string },
): Promise<string | undefined> {
  if (!options.path.startsWith(SHARED_READING_PATH)) return undefined;
  const token = options.path.slice(SHARED_READING_PATH.length);
  if (!PUBLIC_TOKEN_PATTERN.test(token)) return undefined;
  const shared = await sharedReading(ctx, token).catch(() => undefined);
  if (!shared) return undefined;
  // The sharer's words, like her card's: the symbols' names are in her language already.
  const words = CARD_WORDS[shared.language];
  const title = words.sharedReading(shared.firstName);
  const description = words.inTheCup(shared.symbols.slice(0, 4).map((symbol) => symbol.name));
  const tags: Array<[string, string]> = [
    ['og:type', 'article'],
    ['og:site_name', 'Telve'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', `${options.origin}${options.path}`],
    ['og:image', `${options.origin}/api/shared-readings/${token}/card`],
    ['og:image:width', '1080'],
    ['og:image:height', '1350'],
    // Two sentences: the description has a colon of its own ('In the cup: …').
    ['og:image:alt', `${title}. ${description}`],
  ];
  return [
    ...tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    '<meta name="twitter:card" content="summary_large_image">',
    '<meta name="robots" content="noindex">',
  ].join('');
}
