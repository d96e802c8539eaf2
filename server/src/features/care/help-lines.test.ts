import { CARE_MESSAGE, careMessage, HEALTH_MESSAGE, healthMessage } from '@contract/care';
import { describe, expect, it } from 'vitest';
import { careMessageFor, healthMessageFor } from './assess-care';
import { helpLinesFor } from './help-lines';
import { resolveCountry } from './resolve-country';

describe('resolveCountry', () => {
  it.each([
    [{ timeZone: 'Europe/Istanbul', locale: 'en-US' }, 'TR'],
    [{ timeZone: 'America/Chicago' }, 'US'],
    [{ timeZone: 'Europe/London', locale: 'tr-TR' }, 'GB'],
    [{ locale: 'en-IE' }, 'IE'],
    [{ timeZone: 'UTC', locale: 'pt-BR' }, 'BR'],
    [{ locale: 'tr' }, 'TR'],
    [{ locale: 'zh-Hant-TW' }, 'TW'],
    [{ locale: 'en' }, null],
    [{ timeZone: 'Etc/GMT+5' }, null],
    [{}, null],
  ])('%j -> %s', (hint, country) => {
    expect(resolveCountry(hint)).toBe(country);
  });
});

describe('the care message', () => {
  it('keeps the international default when the country is unknown (the old message, plus a directory)', () => {
    expect(CARE_MESSAGE).toMatch(/not a mental health service/);
    for (const help of ['112', '911', '988', 'Samaritans', '116 123', 'findahelpline.com', 'someone you trust']) {
      expect(CARE_MESSAGE).toContain(help);
    }
    expect(careMessageFor({})).toBe(CARE_MESSAGE);
    expect(careMessageFor({ locale: 'en' })).toBe(CARE_MESSAGE);
    // A country we list no lines for is the international message too.
    expect(careMessageFor({ locale: 'ja-JP' })).toBe(CARE_MESSAGE);
  });

  it("gives the member her own country's lines", () => {
    const us = careMessageFor({ timeZone: 'America/New_York' });
    expect(us).toContain('If you are in danger, call 911.');
    expect(us).toContain('the 988 Suicide & Crisis Lifeline on call or text 988');
    const gb = careMessageFor({ locale: 'en-GB' });
    expect(gb).toContain('call 999');
    expect(gb).toContain('Samaritans on 116 123');
    const tr = careMessageFor({ timeZone: 'Europe/Istanbul' });
    expect(tr).toContain('call 112');
    expect(tr).toContain('ALO 183 Social Support Line on 183');
    for (const message of [us, gb, tr]) {
      expect(message).toMatch(/not a mental health service/);
      expect(message).toContain('findahelpline.com');
      expect(message).toContain('someone you trust');
    }
  });

  it('puts the lines for abuse first when someone is hurting the member', () => {
    const lines = helpLinesFor('GB');
    const abuse = careMessage(lines, { abuse: true });
    const self = careMessage(lines);
    expect(abuse.indexOf('0808 2000 247')).toBeLessThan(abuse.indexOf('116 123'));
    expect(self.indexOf('116 123')).toBeLessThan(self.indexOf('0808 2000 247'));
  });

  it('gives a country on 112 with no line of its own its emergency number and the directory', () => {
    const pt = careMessageFor({ timeZone: 'Europe/Lisbon' });
    expect(pt).toContain('call 112');
    expect(pt).toContain('findahelpline.com');
  });
});

describe('the health answer', () => {
  it('says a cup cannot tell, names who can, and speaks to the member, not to the outcome', () => {
    for (const words of ['cannot tell', 'doctor, midwife or pharmacist', 'you do not have to face it alone']) {
      expect(HEALTH_MESSAGE).toContain(words);
    }
    expect(HEALTH_MESSAGE).toContain('call your local emergency number');
    expect(healthMessage(helpLinesFor('AU'))).toContain('If it feels urgent, call 000 now.');
    expect(healthMessageFor({ timeZone: 'Europe/Istanbul' })).toContain('call 112 now');
  });
});
