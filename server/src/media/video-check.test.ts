import { describe, expect, it } from 'vitest';
import { checkVideo } from './video-check';

/** An ISO media "ftyp" box: size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  box.writeUInt32BE(0x200, 12);
  compatible.forEach((brand, index) => {
    box.write(brand, 16 + 4 * index, 'latin1');
  });
  return box;
}

/** An empty ISO media box of a type, e.g. 'mdat'. */
function box(type: string, payload = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
}

const mp4 = () => Buffer.concat([ftyp('isom', ['isom', 'iso2', 'avc1', 'mp41']), box('free'), box('mdat')]);
const quickTime = () => Buffer.concat([ftyp('qt  ', ['qt  ']), box('wide'), box('mdat')]);

/** An EBML header (the first element of every Matroska file) naming its document type. */
function ebml(docType: string): Buffer {
  const element = (id: number[], value: number[]) => [...id, 0x80 | value.length, ...value];
  const children = [
    ...element([0x42, 0x86], [1]), // EBMLVersion
    ...element([0x42, 0xf7], [1]), // EBMLReadVersion
    ...element([0x42, 0xf2], [4]), // EBMLMaxIDLength
    ...element([0x42, 0xf3], [8]), // EBMLMaxSizeLength
    ...element([0x42, 0x82], [...Buffer.from(docType, 'latin1')]), // DocType
    ...element([0x42, 0x87], [4]), // DocTypeVersion
    ...element([0x42, 0x85], [2]), // DocTypeReadVersion
  ];
  const segment = [0x18, 0x53, 0x80, 0x67, 0x80]; // an empty Segment
  return Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | children.length, ...children, ...segment]);
}

const INVALID = { status: 415, message: 'Invalid file type: Please upload an MP4, WebM or QuickTime video' };

describe('checkVideo', () => {
  it('accepts MP4, WebM and QuickTime by their bytes', async () => {
    expect(await checkVideo(mp4())).toEqual({ contentType: 'video/mp4', extension: 'mp4' });
    expect(await checkVideo(ebml('webm'))).toEqual({ contentType: 'video/webm', extension: 'webm' });
    expect(await checkVideo(quickTime())).toEqual({ contentType: 'video/quicktime', extension: 'mov' });
    // Old QuickTime files open with a 'moov' box instead of 'ftyp'.
    expect(await checkVideo(Buffer.concat([box('moov'), box('mdat')]))).toEqual({
      contentType: 'video/quicktime',
      extension: 'mov',
    });
  });

  it('refuses other containers that look alike: Matroska, M4A audio, 3GP, protected M4P, AVI', async () => {
    const avi = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('AVI LIST')]);
    const lookalikes = [
      ebml('matroska'),
      ftyp('M4A ', ['M4A ', 'mp42', 'isom']),
      ftyp('3gp5', ['3gp5', 'isom']),
      ftyp('M4P ', ['M4P ', 'mp42']),
      avi,
    ];
    for (const bytes of lookalikes) await expect(checkVideo(bytes)).rejects.toMatchObject(INVALID);
  });

  it('refuses images, text and empty files', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    for (const bytes of [png, Buffer.from('<html>not a video</html>'), Buffer.alloc(0)]) {
      await expect(checkVideo(bytes)).rejects.toMatchObject(INVALID);
    }
  });

  it('refuses a video over the caller’s limit with 413; the limit itself passes', async () => {
    const atLimit = Buffer.concat([mp4(), Buffer.alloc(1024 * 1024 - mp4().length)]);
    expect(atLimit.length).toBe(1_048_576);
    await expect(checkVideo(atLimit, { maxBytes: 1_048_576 })).resolves.toMatchObject({ extension: 'mp4' });
    await expect(checkVideo(Buffer.concat([atLimit, Buffer.alloc(1)]), { maxBytes: 1_048_576 })).rejects.toMatchObject({
      status: 413,
      message: 'File too large: Please upload a video smaller than 1MB',
    });
  });

  it('judges a streamed upload by its head and its announced size; 50 MB by default', async () => {
    await expect(checkVideo(mp4(), { size: 50 * 1024 * 1024 })).resolves.toMatchObject({ extension: 'mp4' });
    await expect(checkVideo(mp4(), { size: 50 * 1024 * 1024 + 1 })).rejects.toMatchObject({
      status: 413,
      message: 'File too large: Please upload a video smaller than 50MB',
    });
    await expect(checkVideo(mp4(), { size: 20 * 1024 * 1024 + 1, maxBytes: 20 * 1024 * 1024 })).rejects.toMatchObject({
      message: 'File too large: Please upload a video smaller than 20MB',
    });
  });
});
