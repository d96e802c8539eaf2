/**
 * A browser as a member would name it ('Firefox on Windows'), from its User-Agent header, for her
 * list of signed-in devices. Only the family and the system are kept: not the version, nor anything
 * that would single her device out. Null when the header says nothing we recognise.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: readonly [RegExp, string][], header: string) =>
  table.find(([pattern]) => pattern.test(header))?.[1];

export function describeBrowser(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const header = userAgent.slice(0, 512);
  const browser = first(BROWSERS, header);
  const system = first(SYSTEMS, header);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}
