import { vi } from 'vitest';

/**
 * A browser that cannot share files: a shared card is downloaded (object URLs and an anchor's click,
 * stood in) and its link copied to the clipboard, whose writeText is returned. Call it after
 * userEvent.setup(), which puts a clipboard of its own on the navigator; undo with
 * forgetDownloadingBrowser().
 */
export function downloadingBrowser() {
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:card', configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => {}, configurable: true });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

export function forgetDownloadingBrowser() {
  vi.restoreAllMocks();
  for (const [target, name] of [
    [navigator, 'clipboard'],
    [URL, 'createObjectURL'],
    [URL, 'revokeObjectURL'],
  ] as const)
    delete (target as unknown as Record<string, unknown>)[name];
}
