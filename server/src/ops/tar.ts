/**
 * The little of the tar format (POSIX ustar) a Telve backup needs: regular files with paths of up
 * to 255 characters, written and read whole. Any tar tool lists and extracts what this writes.
 */
const BLOCK = 512;

export interface TarEntry {
  path: string;
  bytes: Buffer;
}

function field(header: Buffer, offset: number, length: number, value: string): void {
  header.write(value, offset, length, 'utf8');
}

const octal = (value: number, length: number) => `${value.toString(8).padStart(length - 1, '0')}\0`;

/** Splits a long path into ustar's prefix (155) and name (100) at a slash. */
function splitPath(path: string): { prefix: string; name: string } {
  if (Buffer.byteLength(path) <= 100) return { prefix: '', name: path };
  for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1)) {
    const prefix = path.slice(0, cut);
    const name = path.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { prefix, name };
  }
  throw new Error(`The path ${path} is too long for a backup archive.`);
}

function header(entry: TarEntry, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, name } = splitPath(entry.path);
  field(block, 0, 100, name);
  field(block, 100, 8, octal(0o644, 8));
  field(block, 108, 8, octal(0, 8));
  field(block, 116, 8, octal(0, 8));
  field(block, 124, 12, octal(entry.bytes.length, 12));
  field(block, 136, 12, octal(mtime, 12));
  field(block, 148, 8, '        ');
  field(block, 156, 1, '0');
  field(block, 257, 6, 'ustar\0');
  field(block, 263, 2, '00');
  field(block, 345, 155, prefix);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(block, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

/** A tar archive of `entries`, in order. */
export function writeTar(entries: Iterable<TarEntry>, mtime = Math.floor(Date.now() / 1000)): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry, mtime), entry.bytes);
    const pad = (BLOCK - (entry.bytes.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

const text = (block: Buffer, offset: number, length: number) => {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
};

/** The regular files of a tar archive (directories and other kinds are skipped). */
export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    const size = Number.parseInt(text(block, 124, 12).trim() || '0', 8);
    const type = text(block, 156, 1) || '0';
    const prefix = text(block, 345, 155);
    const name = text(block, 0, 100);
    const start = offset + BLOCK;
    if (Number.isNaN(size) || start + size > archive.length)
      throw new Error('The archive is truncated or not a tar file.');
    if (type === '0')
      entries.push({ path: prefix ? `${prefix}/${name}` : name, bytes: archive.subarray(start, start + size) });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
