import type { FileTypeResult } from 'file-type';

let detectorLoaded: Promise<typeof import('file-type')> | undefined;

/** The detector, imported once: by the first upload that asks, or ahead of it (loadImageLibraries). */
export function loadFileType(): Promise<typeof import('file-type')> {
  detectorLoaded ??= import('file-type');
  return detectorLoaded;
}

/** What a file is by its magic numbers. */
export async function fileTypeOf(bytes: Uint8Array): Promise<FileTypeResult | undefined> {
  const { fileTypeFromBuffer } = await loadFileType();
  return fileTypeFromBuffer(bytes);
}

/** What the file at `path` is by its magic numbers, reading only the bytes the detector needs. */
export async function fileTypeOfFile(path: string): Promise<FileTypeResult | undefined> {
  const { fileTypeFromFile } = await loadFileType();
  return fileTypeFromFile(path);
}
