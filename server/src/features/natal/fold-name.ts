/** Letters NFKD does not take apart: 'ı' (dotless i), 'ø', 'ł', 'đ', 'ß', 'æ', 'œ'. */
const UNDECOMPOSED: Record<string, string> = {
  '\u0131': 'i',
  '\u00f8': 'o',
  '\u0142': 'l',
  '\u0111': 'd',
  '\u00df': 'ss',
  '\u00e6': 'ae',
  '\u0153': 'oe',
};

/** Lower case ASCII for matching: 'Şanlıurfa' and 'Sanliurfa' both read 'sanliurfa'. */
export function foldName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u0131\u00f8\u0142\u0111\u00df\u00e6\u0153]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
