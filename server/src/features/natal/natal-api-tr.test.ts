import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInMember, signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { fillTemplate } from '../../lib/content';
import { describeInterAspect, summarise } from './compatibility-content';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const BERLIN = 2950159;
const IZMIR = 311046;
const LONDON = 2643743;
const PATH = '/api/natal-chart/compatibility';
const read = (file: string): any =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'content', 'tr', file), 'utf8'));
const TR = { bigThree: read('big-three.json'), interAspects: read('inter-aspects.json'), words: read('words.json') };
const deniz = { name: 'Deniz', dateOfBirth: '1988-11-02', birthTime: '21:30', birthPlaceId: LONDON };

/** A premium member born in İzmir on 1990-05-17 at 08:45, speaking `language`. */
async function memberSpeaking(language: 'en' | 'tr'): Promise<SignedInMember> {
  const member = await signUpPremium(t, { dateOfBirth: '1990-05-17' });
  await member.client.post('/api/update-profile', {
    firstName: 'Selin',
    lastName: 'Kaya',
    email: member.user.email,
    birthTime: '08:45',
    birthPlaceId: IZMIR,
  });
  if (language === 'tr')
    expect((await member.client.request('PUT', '/api/user/language', { language })).status).toBe(200);
  return member;
}

let turkish: SignedInMember;
let english: SignedInMember;
beforeAll(async () => {
  turkish = await memberSpeaking('tr');
  english = await memberSpeaking('en');
});

describe("the natal API in a Turkish member's language", () => {
  it('reads her big three in Turkish, the English member beside her as before', async () => {
    const tr = (await turkish.client.get('/api/natal-chart')).body;
    const en = (await english.client.get('/api/natal-chart')).body;
    const { bigThree: _tr, ...chart } = tr;
    const { bigThree: _en, ...englishChart } = en;
    expect(chart).toEqual(englishChart);
    expect(tr.bigThree.map(({ point, sign }: { point: string; sign: string }) => [point, sign])).toEqual([
      ['sun', 'Taurus'],
      ['moon', en.bigThree[1].sign],
      ['rising', en.bigThree[2].sign],
    ]);
    for (const [index, { point, sign, text }] of tr.bigThree.entries()) {
      expect(text).toBe(TR.bigThree[point][sign]);
      expect(en.bigThree[index].text).not.toBe(text);
    }
    expect(tr.bigThree[0].text).toMatch(/^Boğa burcundaki Güneş'in /);
    expect(en.bigThree[0].text).toMatch(/^Your Sun in Taurus /);
  });

  it('reads a compatibility in Turkish: the same links, each in Turkish words, and a Turkish summary', async () => {
    const tr = await turkish.client.post(PATH, deniz);
    const en = await english.client.post(PATH, deniz);
    expect(tr.status).toBe(200);
    const links = (body: any) => body.aspects.map(({ text: _, ...link }: { text: string }) => link);
    expect(links(tr.body)).toEqual(links(en.body));
    expect(tr.body.other).toEqual(en.body.other);
    for (const link of tr.body.aspects) {
      expect(link.text).toBe(describeInterAspect({ ...link, strength: 0 }, 'Deniz', 'tr'));
      expect(link.text).toContain('Deniz');
    }
    // Each link is a card of its own: read one after another, they do not all open with the same words.
    const openings = tr.body.aspects.map((link: { text: string }) => link.text.split(' ').slice(0, 3).join(' '));
    expect(openings.length).toBeGreaterThanOrEqual(3);
    expect(new Set(openings).size).toBeGreaterThan(1);
    expect(tr.body.summary).toBe(summarise(tr.body.aspects, 'Deniz', true, 'tr'));
    expect(tr.body.summary).toContain('Deniz');
    expect(en.body.summary).toBe(summarise(en.body.aspects, 'Deniz', true));
  });

  it('tells a twin chart in the Turkish pair sentence, and a missing birth time in Turkish', async () => {
    const twin = { name: 'Ece', dateOfBirth: '1990-05-17', birthTime: '08:45', birthPlaceId: IZMIR };
    const { aspects } = (await turkish.client.post(PATH, twin)).body;
    expect(aspects[0]).toMatchObject({ a: 'sun', b: 'sun', type: 'conjunction' });
    expect(aspects[0].text).toBe(fillTemplate(TR.interAspects.pairs['sun-sun'].together, { name: 'Ece' }));
    const untimed = (await turkish.client.post(PATH, { ...deniz, birthTime: null })).body;
    expect(untimed.summary.endsWith(fillTemplate(TR.interAspects.noBirthTime, { name: 'Deniz' }))).toBe(true);
  });

  it('asks about a birth time the clocks went back over in Turkish, for her own and for the other person', async () => {
    const twice = { ...deniz, dateOfBirth: '1990-09-30', birthTime: '02:30', birthPlaceId: BERLIN };
    const question = fillTemplate(TR.words.foldQuestions.ambiguous, {
      date: '30.09.1990',
      place: 'Berlin',
      time: '02:30',
    });
    expect(await turkish.client.post(PATH, twice)).toMatchObject({
      status: 409,
      body: { message: question, code: 'BIRTH_TIME_FOLD' },
    });
    const own = await signUpPremium(t, { dateOfBirth: '1990-09-30' });
    const profile = {
      firstName: 'Selin',
      lastName: 'Kaya',
      email: own.user.email,
      birthTime: '02:30',
      birthPlaceId: BERLIN,
    };
    // Turkish chosen in the same request is the language it is asked in.
    expect(await own.client.post('/api/update-profile', { ...profile, language: 'tr' })).toMatchObject({
      status: 409,
      body: { message: question, code: 'BIRTH_TIME_FOLD' },
    });
    await own.client.request('PUT', '/api/user/language', { language: 'tr' });
    expect((await own.client.post('/api/update-profile', profile)).body.message).toBe(question);
    expect((await own.client.post('/api/update-profile', { ...profile, language: 'en' })).body.message).toBe(
      'The clocks went back on 1990-09-30 in Berlin, so 02:30 happened twice: please choose the earlier or the later one.',
    );
  });
});
