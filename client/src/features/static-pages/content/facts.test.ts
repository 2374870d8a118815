import { describe, expect, it } from 'vitest';
import { allPrices, FACTS } from './facts';

describe('static page facts', () => {
  it('quote the shared constants', () => {
    expect(allPrices('premium')).toBe('₹2,499, $29, €27 or £23');
    expect(allPrices('doctor_verified')).toBe('₹8,299, $99, €92 or £78');
    expect(FACTS.walletCurrencies).toBe('USD, EUR and GBP');
    expect(FACTS).toMatchObject({ deletionDays: 30, supportReplyHours: 24, minimumAge: 18, uploadMaxMb: 10 });
  });
});
