/**
 * Care in the member's own language, end to end with the embedded care net alone (no AI provider):
 * a crisis or a health question in Turkish (and the other languages the net reads) gets Telve's
 * care answer in that language with her country's lines, in a reading, the ask chat, its stream and
 * a circle post; a text in a language no rule reads still gets its reading, with her help lines
 * beneath it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircle, quickMember } from '../../../test/circles';
import { type SignedInMember, signUp, signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { readings } from '../../db/schema';
import { parseSse } from './test-sse';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const IN_ISTANBUL = { locale: 'tr-TR', timeZone: 'Europe/Istanbul' };
const IN_BERLIN = { locale: 'de-DE', timeZone: 'Europe/Berlin' };
const IN_WARSAW = { locale: 'pl-PL', timeZone: 'Europe/Warsaw' };

async function storedCare(id: number) {
  const [row] = await t.database.db.select().from(readings).where(eq(readings.id, id));
  return row?.care;
}

async function premiumWithReading(): Promise<SignedInMember & { readingId: number }> {
  const member = await signUpPremium(t);
  const res = await member.client.post('/api/coffee-reading', { intention: 'yeni bir ev' });
  return { ...member, readingId: res.body.id };
}

describe('a reading in Turkish', () => {
  it.each(['Artık yaşamak istemiyorum', 'olmek istiyorum artik dayanamiyorum', 'Kocam her akşam beni dövüyor'])(
    'gives no fortune for %j: the care message in Turkish, with 112 and ALO 183',
    async (intention) => {
      const member = await signUp(t);
      const res = await member.client.post('/api/coffee-reading', { intention, ...IN_ISTANBUL });
      expect(res.status).toBe(201);
      expect(res.body.symbols).toEqual([]);
      expect(res.body.reading).toMatch(/^Bunları yaşıyor olmana gerçekten çok üzüldüm/);
      expect(res.body.reading).toContain('Tehlikedeysen 112 numarasını ara.');
      expect(res.body.reading).toContain('ALO 183 Sosyal Destek Hattı (183)');
      expect(await storedCare(res.body.id)).toBe('crisis');
    },
  );

  it('answers a question about a child surviving cancer with the health answer in Turkish', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/coffee-reading', {
      intention: 'oğlum lösemiden kurtulacak mı',
      ...IN_ISTANBUL,
    });
    expect(res.body.reading).toMatch(/^Bunun senin için ne kadar önemli olduğunu hissediyorum/);
    expect(res.body.reading).toContain('hemen 112 numarasını ara');
    expect(await storedCare(res.body.id)).toBe('health');
  });

  it('reads idioms that borrow death as the ordinary questions they are', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/coffee-reading', {
      intention: 'açlıktan ölüyorum ama önce fala bakalım, bu iş beni bitirdi',
      ...IN_ISTANBUL,
    });
    expect(res.body.symbols.length).toBeGreaterThan(0);
    expect(await storedCare(res.body.id)).toBeNull();
  });
});

describe('other languages', () => {
  it('answers German suicidal intent in German, with the lines of Germany', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/coffee-reading', {
      intention: 'ich will nicht mehr leben',
      ...IN_BERLIN,
    });
    expect(res.body.reading).toContain('Wenn du in Gefahr bist, ruf 112 an.');
    expect(res.body.reading).toContain('TelefonSeelsorge unter 0800 111 0 111 oder 0800 111 0 222');
    expect(await storedCare(res.body.id)).toBe('crisis');
  });

  it.each([
    ['quiero morirme, ya no aguanto mas', /^Siento de verdad/],
    ['je veux mourir', /^Je suis vraiment désolée/],
    ['voglio morire', /^Mi dispiace davvero/],
    ['я хочу умереть', /^Мне очень жаль/],
    ['أريد أن أموت', /^أنا آسفة حقًا/],
  ])('answers %j in its own language', async (intention, opening) => {
    const member = await signUp(t);
    const res = await member.client.post('/api/coffee-reading', { intention });
    expect(res.body.reading).toMatch(opening);
    expect(res.body.symbols).toEqual([]);
  });

  it("gives a reading in a language no rule reads, with the member's help lines beneath it", async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/coffee-reading', {
      intention: 'Czy mój chłopak wróci do mnie w tym roku?',
      ...IN_WARSAW,
    });
    expect(res.status).toBe(201);
    expect(res.body.symbols.length).toBeGreaterThan(0);
    expect(res.body.reading).toMatch(
      /\n\nIf anything here weighs on you, you do not have to carry it alone: if you are in danger, call 112\. Other free lines are at findahelpline\.com\.$/,
    );
    // Saved with the note, so a reload shows it too.
    expect((await member.client.get('/api/coffee-reading')).body.reading).toBe(res.body.reading);
  });

  it('adds no note to a reading in a language the rules read', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/coffee-reading', {
      intention: 'Sevgilim geri dönecek mi?',
      ...IN_ISTANBUL,
    });
    expect(res.body.reading).not.toContain('findahelpline.com');
  });
});

describe('the ask chat', () => {
  it('answers a Turkish crisis question in Turkish, and a health one too', async () => {
    const member = await premiumWithReading();
    const crisis = await member.client.post('/api/ask', {
      question: 'intihar edicem kimse durdurmasın',
      ...IN_ISTANBUL,
    });
    expect(crisis.body.answer).toMatch(/^Bunları yaşıyor olmana gerçekten çok üzüldüm/);
    const health = await member.client.post('/api/ask', {
      readingId: member.readingId,
      question: 'babamın ameliyatı iyi geçer mi',
      ...IN_ISTANBUL,
    });
    expect(health.body.answer).toMatch(/^Bunun senin için ne kadar önemli olduğunu hissediyorum/);
  });

  it('streams a Turkish crisis answer whole, with no fortune before it', async () => {
    const member = await premiumWithReading();
    const res = await member.client.post('/api/ask/stream', {
      question: 'Kocam her akşam beni dövüyor',
      ...IN_ISTANBUL,
    });
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['message', 'done']);
    expect(events[1]?.data.answer).toContain('ALO 183 Sosyal Destek Hattı (183)');
  });

  it('streams the help lines beneath an answer to a question in a language no rule reads', async () => {
    const member = await premiumWithReading();
    const res = await member.client.post('/api/ask/stream', {
      readingId: member.readingId,
      question: 'Czy dostanę tę pracę w przyszłym miesiącu?',
      ...IN_WARSAW,
    });
    const events = parseSse(res.body);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data.answer).toMatch(/If anything here weighs on you.*call 112\./s);
    expect(events.at(-2)?.data.delta).toMatch(/^\n\nIf anything here weighs on you/);
    const plain = await member.client.post('/api/ask', {
      readingId: member.readingId,
      question: 'Czy dostanę tę pracę w przyszłym miesiącu?',
      ...IN_WARSAW,
    });
    expect(plain.body.answer).toMatch(/If anything here weighs on you.*call 112\./s);
  });
});

describe('circle posts and comments', () => {
  it('shows the author of a Turkish post in crisis the circle notice in Turkish, and flags it', async () => {
    const circle = await createCircle(t);
    const member = await quickMember(t, { circleId: circle.id });
    const res = await member.client.post(`/api/circles/${circle.id}/posts`, {
      content: 'Herkes bensiz daha iyi olur, bu gece gidiyorum',
      ...IN_ISTANBUL,
    });
    expect(res.status).toBe(201);
    expect(res.body.careMessage).toMatch(/^Bunu çemberle paylaştığın için teşekkürler; gönderin yayımlandı\./);
    const comment = await member.client.post(`/api/posts/${res.body.id}/comments`, {
      content: 'ich will nicht mehr leben',
      ...IN_BERLIN,
    });
    expect(comment.body.careMessage).toMatch(/^Danke, dass du das mit dem Kreis teilst/);
  });
});
