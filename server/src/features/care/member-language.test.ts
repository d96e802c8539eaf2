import { CARE_MESSAGE, careMessage, HEALTH_MESSAGE, NO_CUP_MESSAGE } from '@contract/care';
import { circleCareMessage } from '@contract/circles';
import { describe, expect, it } from 'vitest';
import { careAnswerForMember, careMessageFor, healthMessageFor } from './assess-care';
import { helpLinesFor } from './help-lines';
import { answerLanguage } from './read-care';

const IN_CHICAGO = { locale: 'en-US', timeZone: 'America/Chicago' };
const IN_LONDON = { locale: 'en-GB', timeZone: 'Europe/London' };
const TURKISH = { memberLanguage: 'tr' as const };

describe('the language care is answered in', () => {
  it("is hers when she chose Turkish, whatever she writes in and whatever her browser's", () => {
    for (const textLanguage of ['en', 'tr', 'de', 'ja', 'und']) {
      expect(answerLanguage(textLanguage, { ...IN_CHICAGO, ...TURKISH })).toBe('tr');
    }
  });

  it("is, for an English member (chosen or by default), the text's, else the browser's, else English, as before", () => {
    const english = { memberLanguage: 'en' as const };
    expect(answerLanguage('tr', { ...IN_CHICAGO, ...english })).toBe('tr');
    expect(answerLanguage('en', { locale: 'de-DE', ...english })).toBe('en');
    expect(answerLanguage('ja', { locale: 'de-DE', ...english })).toBe('de');
    expect(answerLanguage('und', english)).toBe('en');
  });
});

describe('care answers for a member who chose Turkish', () => {
  it("give the care message in Turkish with her country's lines, abuse lines first when someone hurts her", () => {
    expect(careMessageFor({ ...IN_CHICAGO, ...TURKISH }, { textLanguage: 'en' })).toBe(
      'Bunları yaşıyor olmana gerçekten çok üzüldüm; bana yazdığın için de sevindim. Telve bir ruh sağlığı ' +
        'hizmeti değil; böyle bir şeye de bir kahve fincanı cevap vermemeli. O yüzden bunun için fala ' +
        'bakmayacağım. Lütfen hemen sana yardım edebilecek birine ulaş. Tehlikedeysen 911 numarasını ara. Şu ' +
        'hatlar da seni dinler: 988 Suicide & Crisis Lifeline (988, telefonla ya da mesajla), National Domestic ' +
        'Violence Hotline (1-800-799-7233). findahelpline.com adresinde başka ücretsiz hatlar da bulabilir ya ' +
        'da güvendiğin biriyle konuşabilirsin. Destek görmeyi hak ediyorsun ve bununla tek başına yüzleşmek ' +
        'zorunda değilsin.',
    );
    expect(careMessageFor({ ...IN_CHICAGO, ...TURKISH }, { textLanguage: 'en', abuse: true })).toContain(
      'Şu hatlar da seni dinler: National Domestic Violence Hotline (1-800-799-7233), 988 Suicide & Crisis ' +
        'Lifeline (988, telefonla ya da mesajla).',
    );
    // Her country unknown: the international lines, in Turkish.
    expect(careMessageFor(TURKISH, { textLanguage: 'en' })).toContain(
      "Lütfen hemen sana yardım edebilecek birine ulaş: Türkiye'de ve Avrupa'da 112'yi arayabilir ya da " +
        'findahelpline.com adresinde ülkendeki ücretsiz bir destek hattını bulabilirsin.',
    );
  });

  it('give the health answer, the circle notice, the no-cup answer and the note beneath a reading in Turkish', () => {
    const health = healthMessageFor({ ...IN_LONDON, ...TURKISH }, { textLanguage: 'en' });
    expect(health).toMatch(/^Bunun senin için ne kadar önemli olduğunu hissediyorum\. /);
    expect(health).toContain(
      'Durum acil görünüyorsa hemen 999 numarasını ara.\n\nFincan ise ancak senin hâlinden söz edebilir.',
    );

    expect(careAnswerForMember('circle', { hint: { ...IN_LONDON, ...TURKISH }, textLanguage: 'en' })).toBe(
      'Bunu çemberle paylaştığın için teşekkürler; gönderin yayımlandı. Şu sıralar ağır bir yük taşıyor gibisin ' +
        've bunu tek başına taşımak zorunda değilsin. Tehlikedeysen 999 numarasını ara. Şu hatlar da seni ' +
        'dinler: Samaritans (116 123), National Domestic Abuse Helpline (0808 2000 247). findahelpline.com ' +
        'adresinde başka ücretsiz hatlar da bulabilir ya da güvendiğin biriyle konuşabilirsin.',
    );
    expect(careAnswerForMember('no-cup', { hint: TURKISH, textLanguage: 'en' })).toBe(
      'O cevap sağlıkla ilgiliydi; bunu fincan söyleyemez, o yüzden okunacak bir şekil de yok. Yeni bir niyet ' +
        'tut ve fincanını yeniden çevir; sorduğun soruya yeni fincanda bakayım.',
    );
    expect(careAnswerForMember('note', { hint: { timeZone: 'Europe/Berlin', ...TURKISH }, textLanguage: 'ja' })).toBe(
      'İçinden geçenler ağır geliyorsa bunu tek başına taşımak zorunda değilsin: tehlikedeysen 112 numarasını ' +
        'ara. Şu hatlar da seni dinler: TelefonSeelsorge (0800 111 0 111 veya 0800 111 0 222), Hilfetelefon ' +
        'Gewalt gegen Frauen (116 016). findahelpline.com adresinde başka ücretsiz hatlar da var.',
    );
  });
});

describe('care answers for an English member', () => {
  it('are word for word as before', () => {
    const english = { memberLanguage: 'en' as const };
    expect(careMessageFor({ ...IN_CHICAGO, ...english }, { textLanguage: 'en' })).toBe(careMessage(helpLinesFor('US')));
    expect(careMessageFor(english, { textLanguage: 'en' })).toBe(CARE_MESSAGE);
    expect(healthMessageFor(english, { textLanguage: 'en' })).toBe(HEALTH_MESSAGE);
    expect(careAnswerForMember('no-cup', { hint: english, textLanguage: 'en' })).toBe(NO_CUP_MESSAGE);
    expect(careAnswerForMember('circle', { hint: { ...IN_LONDON, ...english }, textLanguage: 'en' })).toBe(
      circleCareMessage(helpLinesFor('GB')),
    );
  });
});
