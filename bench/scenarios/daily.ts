// The rest of a member's day on the main (PGlite) server at 50 connections: the reading list, the
// latest reading, moods, the journal's history and a profile photo upload.
import sharp from 'sharp';
import { load, photoForm } from '../lib';
import type { Scenario } from './types';

/** A 640x480 photo as multipart/form-data, as the profile page sends it. */
async function profilePhoto() {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b08d57' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return photoForm(jpeg, 'me.jpg');
}

export const dailyScenario: Scenario = {
  name: 'daily',
  async run({ url, signIn }) {
    // A premium member with a full first page of readings.
    const reader = await signIn({ premium: true });
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${url}/api/coffee-reading`, {
        method: 'POST',
        headers: { cookie: reader, 'content-type': 'application/json' },
        body: JSON.stringify({ intention: `cup ${i}`, category: 'Love' }),
      });
      if (res.status !== 201) throw new Error(`daily bench: a reading answered ${res.status}`);
    }
    await fetch(`${url}/api/moods`, {
      method: 'POST',
      headers: { cookie: reader, 'content-type': 'application/json' },
      body: JSON.stringify({ mood: 'Calm' }),
    });
    const headers = { cookie: reader };
    const results = [
      await load('GET /api/readings (20 of 20+)', { url: `${url}/api/readings`, headers }),
      await load('GET /api/coffee-reading (latest)', { url: `${url}/api/coffee-reading`, headers }),
      await load('GET /api/moods', { url: `${url}/api/moods`, headers }),
      await load('GET /api/journal/history', { url: `${url}/api/journal/history`, headers }),
    ];
    // 10 uploads an hour per member: 60 members give 600.
    const uploaders = await Promise.all(Array.from({ length: 60 }, () => signIn()));
    const form = await profilePhoto();
    results.push(
      await load('POST /api/upload-photo', {
        url: `${url}/api/upload-photo`,
        method: 'POST',
        body: form.body,
        headers: { 'content-type': form.contentType },
        members: uploaders,
        perMember: 10,
      }),
    );
    return { results };
  },
};
