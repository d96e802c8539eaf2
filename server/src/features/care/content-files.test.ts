import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CareAnswersFileSchema } from './care-answer-words';
import { careAnswerIn } from './care-answers';
import { HelpLinesFileSchema, helpLinesFor } from './help-lines';

const read = (file: string): any => JSON.parse(readFileSync(path.join(import.meta.dirname, 'content', file), 'utf8'));

describe('the care content files', () => {
  it('match their schemas', () => {
    expect(HelpLinesFileSchema.safeParse(read('help-lines.json')).error?.issues ?? []).toEqual([]);
    expect(CareAnswersFileSchema.safeParse(read('care-answers.json')).error?.issues ?? []).toEqual([]);
  });

  it('refuse a line without its source or the day it was checked, and a placeholder the code never fills', () => {
    const lines = read('help-lines.json');
    delete lines.countries.TR.lines[0].checked;
    expect(HelpLinesFileSchema.safeParse(lines).success).toBe(false);
    const answers = read('care-answers.json');
    answers.tr.crisisKnown = 'Tehlikedeysen {emergncy} numarasını ara.';
    expect(CareAnswersFileSchema.safeParse(answers).success).toBe(false);
  });

  it.each([
    ['TR', '112', 'ALO 183 Sosyal Destek Hattı'],
    ['DE', '112', 'Hilfetelefon Gewalt gegen Frauen'],
    ['AT', '112', 'TelefonSeelsorge'],
    ['NL', '112', '113 Zelfmoordpreventie'],
    ['FR', '112', 'Violences Femmes Info'],
    ['ES', '112', 'Línea 024'],
    ['IT', '112', 'Telefono Amico Italia'],
    ['GB', '999', 'Samaritans'],
    ['IE', '112 veya 999', 'Samaritans'],
    ['US', '911', '988 Suicide & Crisis Lifeline'],
    ['CA', '911', '9-8-8 Suicide Crisis Helpline'],
    ['AU', '000', 'Lifeline'],
    ['RU', '112', 'Телефон доверия для женщин, пострадавших от насилия'],
    ['AZ', '112 veya 103', null],
    ['EG', '123 veya 122', 'مكتب شكاوى المجلس القومي للمرأة'],
    ['SA', '911 veya 997', 'بلاغات العنف الأسري'],
    ['AE', '999 veya 998', 'خط الدعم النفسي'],
  ])('lists %s: emergency %s and %s, named for a Turkish message', (country, emergency, line) => {
    const lines = helpLinesFor(country, 'tr');
    expect(lines?.emergency).toBe(emergency);
    const names = [...(lines?.crisis ?? []), ...(lines?.abuse ?? [])].map((l) => l.name);
    if (line) expect(names).toContain(line);
    else expect(names).toEqual([]);
  });

  it('falls back to the international answer for a country it does not know, in every language', () => {
    expect(helpLinesFor('JP')).toBeNull();
    expect(careAnswerIn('tr', 'crisis', null)).toContain("112'yi arayabilir ya da findahelpline.com adresinde");
    expect(careAnswerIn('de', 'crisis', null)).toContain('die Notrufnummer (112 in Europa)');
  });

  it('leaves the lines sentence out where a country lists none, and puts abuse lines first when asked', () => {
    const az = careAnswerIn('tr', 'crisis', helpLinesFor('AZ', 'tr'));
    expect(az).toContain('Tehlikedeysen 112 veya 103 numarasını ara. findahelpline.com adresinde');
    const de = helpLinesFor('DE', 'de');
    const abuse = careAnswerIn('de', 'crisis', de, { abuse: true });
    expect(abuse.indexOf('116 016')).toBeLessThan(abuse.indexOf('0800 111 0 111'));
    const self = careAnswerIn('de', 'crisis', de);
    expect(self.indexOf('0800 111 0 111')).toBeLessThan(self.indexOf('116 016'));
  });

  it('speaks English word for word as before', () => {
    expect(careAnswerIn('en', 'crisis', helpLinesFor('US'))).toContain(
      'the 988 Suicide & Crisis Lifeline on call or text 988',
    );
  });
});
