import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp, type TestResponse } from '../../../test/test-app';
import type { ImagePipeline } from '../../media/image-pipeline';
import { floodPng } from '../../media/test-images';

// Requests racing the deletion of their own account (issue 29, items 4 and 6).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sendAfter = <T>(ms: number, send: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => setTimeout(() => send().then(resolve, reject), ms));

const uploadsDir = () => path.join(t.dataDir, 'uploads');
const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);

const imageForm = (field: string) => {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(floodPng(64, 64))], { type: 'image/png' }), 'me.png');
  return data;
};

describe('sign-ins racing the deletion of the account', () => {
  it('answer as for an account that does not exist (401), never 5xx', async () => {
    const answers: TestResponse[] = [];
    for (let round = 0; round < 3; round++) {
      const member = await signUpPremium(t);
      const signIns = Array.from({ length: 10 }, (_, index) =>
        sendAfter(index * 8, () =>
          t.client().post('/api/login', { email: member.user.email, password: member.password }),
        ),
      );
      const [deleted, ...results] = await Promise.all([
        sendAfter(20, () => member.client.post('/api/account/delete', { password: member.password })),
        ...signIns,
      ]);
      expect(deleted.status).toBe(200);
      answers.push(...results);
    }
    const refused = answers.filter((res) => res.status !== 200).map((res) => `${res.status} ${res.body.message}`);
    expect(refused.filter((answer) => answer !== '401 Invalid email or password')).toEqual([]);
  });
});

describe('uploads that finish after the deletion of the account', () => {
  it('leave no file behind, and are told the account is gone', async () => {
    const member = await signUpPremium(t);
    const before = storedFiles();
    // The uploads wait in the image pipeline until the account is deleted.
    const { images } = t.app.ctx;
    let arrived = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.app.ctx.images = {
      holdUpload: () => images.holdUpload(),
      reencode: async (...args: Parameters<ImagePipeline['reencode']>) => {
        arrived++;
        await released;
        return images.reencode(...args);
      },
    } as ImagePipeline;
    try {
      const uploads = [
        member.client.post('/api/circle-media', imageForm('file')),
        member.client.post('/api/circle-media', imageForm('file')),
        member.client.post('/api/upload-photo', imageForm('photo')),
      ];
      await expect.poll(() => arrived, { timeout: 20_000 }).toBe(uploads.length);
      expect((await member.client.post('/api/account/delete', { password: member.password })).status).toBe(200);
      release();
      const answers = (await Promise.all(uploads)).map((res) => `${res.status} ${res.body.message}`);
      expect(answers).toEqual(Array(uploads.length).fill('401 Please sign in to continue.'));
    } finally {
      release();
      t.app.ctx.images = images;
    }
    expect(storedFiles()).toEqual(before);
  });
});
