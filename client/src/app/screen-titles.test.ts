import { describe, expect, it } from 'vitest';
import { documentTitle } from '@/lib/document-title';
import { screenTitleFor } from './screen-titles';

describe('screen titles', () => {
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
});
