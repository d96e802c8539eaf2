import { afterAll, describe, expect, it } from 'vitest';
import { documentTitle } from '@/lib/document-title';
import { loadMessages, setMessages } from '@/lib/i18n';
import { screenTitleFor } from './screen-titles';

const en = await loadMessages('en');
const tr = await loadMessages('tr');
setMessages(en);

describe('screen titles', () => {
  afterAll(() => setMessages(en));

  it('names each screen before the product', () => {
    expect(documentTitle(screenTitleFor('/reading-results'))).toBe('Your Reading · Telve');
    expect(documentTitle(screenTitleFor('/dashboard'))).toBe('Dashboard · Telve');
    expect(documentTitle(screenTitleFor('/premium/'))).toBe('Premium Membership · Telve');
    expect(documentTitle(screenTitleFor('/circle/3'))).toBe('Circle · Telve');
    expect(documentTitle(screenTitleFor('/compatibility'))).toBe('Compatibility · Telve');
  });

  it('gives an unknown path the 404 title', () => {
    expect(screenTitleFor('/no-such-page')).toBe('404 Page Not Found');
    expect(screenTitleFor('/circle/3/extra')).toBe('404 Page Not Found');
  });

  it("names the screen in the page's language", () => {
    setMessages(tr);
    expect(documentTitle(screenTitleFor('/dashboard'))).toBe('Ana Sayfa · Telve');
    expect(screenTitleFor('/circle/3')).toBe('Çember');
    expect(screenTitleFor('/no-such-page')).toBe('404 Sayfa Bulunamadı');
    setMessages(en);
  });
});
