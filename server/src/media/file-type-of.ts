import type { FileTypeResult } from 'file-type';

/**
 * What a file is by its magic numbers. The detector is loaded with the first upload that asks, not
 * at start: only uploads need it.
 */
export async function fileTypeOf(bytes: Uint8Array): Promise<FileTypeResult | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(bytes);
}
