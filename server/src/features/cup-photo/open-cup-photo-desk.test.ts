import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCupPhotoDesk } from './open-cup-photo-desk';

describe('the cup-photo desk a server opens', () => {
  it("reads one photo at a time, with five more waiting and one of a member's (docs/decisions/0040)", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'telve-cup-desk-'));
    const desk = await openCupPhotoDesk({ dataDir, s3: undefined });
    try {
      expect(desk.queue.options).toEqual({ concurrent: 1, capacity: 6, perMember: 1 });
    } finally {
      desk.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
