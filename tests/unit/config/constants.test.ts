import { describe, expect, it } from 'vitest';

import { COMPANY, LIMITS, PRODUCT_NAME, SOCIAL_LINKS, SUPPORT_EMAIL, TIMINGS, WEBMAIL_URL } from '@/config/constants';
import { safeExternalUrl } from '@/lib/safe-url';

describe('product constants', () => {
  it('names the product and a mail-shaped support address', () => {
    expect(PRODUCT_NAME).toBe('Cliq');
    expect(SUPPORT_EMAIL).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  });

  it('points the webmail fallback at an https site', () => {
    expect(safeExternalUrl(WEBMAIL_URL)).not.toBeNull();
    expect(new URL(WEBMAIL_URL).protocol).toBe('https:');
  });

  it('lists the five social links of the spec, each once, with safe https addresses', () => {
    expect(SOCIAL_LINKS.map((link) => link.id)).toEqual(['facebook', 'x', 'instagram', 'tiktok', 'youtube']);
    for (const link of SOCIAL_LINKS) {
      expect(link.label.trim()).not.toBe('');
      expect(safeExternalUrl(link.href)).not.toBeNull();
      expect(new URL(link.href).protocol).toBe('https:');
    }
    expect(new Set(SOCIAL_LINKS.map((link) => link.href)).size).toBe(5);
  });

  it('holds the timings of spec point 9', () => {
    expect(TIMINGS).toEqual({
      phaseAdvance: 3000,
      tokenPause: 1500,
      tokenErrorDelay: 1000,
      contactSuccess: 3000,
      dialogClose: 300,
      transactionPoll: 10_000,
      advertiserCountdownSeconds: 10,
      copyReset: 2000,
      uploadRedirect: 3000,
      profileDelay: 1000,
      adminLoginRedirect: 1000,
      followMinimum: 15_000,
    });
  });

  it('holds the limits of spec points 5 and 9', () => {
    expect(LIMITS).toEqual({
      nicheCap: 12,
      nicheMinRegistration: 12,
      nicheMinUpload: 1,
      paymentMethods: 1,
      advertiserPasswordMin: 8,
      advertiserUsernameMin: 4,
      minimumAge: 13,
    });
    expect(LIMITS.nicheMinRegistration).toBeLessThanOrEqual(LIMITS.nicheCap);
  });

  it('holds the company claims of spec point 1', () => {
    expect(COMPANY).toEqual({ founded: 2023, supportResponse: '24-48 business hours' });
  });
});
