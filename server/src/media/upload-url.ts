import { isBlobKey } from './blob-store';

/** Where a stored blob is served; the key is the URL's last segment. */
export const uploadUrl = (key: string) => `/uploads/${key}`;

/** The blob key of a URL this server issued, or undefined for any other URL. */
export function blobKeyOfUrl(url: string | null | undefined): string | undefined {
  const key = url?.startsWith('/uploads/') ? url.slice('/uploads/'.length) : undefined;
  return key && isBlobKey(key) ? key : undefined;
}
