/**
 * Chromium's install offer, as ./pwa-start.ts held it when the browser made it (the names below are
 * the ones it uses; install-prompt.test.ts holds the two together).
 */

/** The event Chromium fires when Telve can be installed; not in TypeScript's DOM types. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type HoldingWindow = Window & { telveInstallPrompt?: InstallPromptEvent };
const CHANGED = 'telve:install-prompt';

/** The browser's install offer kept for later, if it made one this visit. */
export function heldInstallPrompt(): InstallPromptEvent | undefined {
  return (window as HoldingWindow).telveInstallPrompt;
}

/** Used (a prompt shows only once) or installed: no longer on offer. */
export function releaseInstallPrompt(): void {
  (window as HoldingWindow).telveInstallPrompt = undefined;
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` when the install offer comes or goes; returns the unsubscribe. */
export function onInstallPromptChange(listener: () => void): () => void {
  const installed = () => releaseInstallPrompt();
  window.addEventListener(CHANGED, listener);
  window.addEventListener('appinstalled', installed);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('appinstalled', installed);
  };
}
