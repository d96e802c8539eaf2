/** Lower case without accents, for the nets of languages whose members often type without them. */
export function foldLatin(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\u00DF/g, 'ss')
    .replace(/\u0153/g, 'oe')
    .replace(/\u00E6/g, 'ae')
    .replace(/['\u2019`\u00B4]/g, ' ');
}
