import { describe, expect, it } from 'vitest';
import { interfaceLocales } from '../../../shared/domain/locales';
import { findWrappableFrenchPunctuation } from '../../../shared/i18n/catalogue-checks';
import { siteContact, testimonials, toTelHref } from './site-contact';

describe('the operator content of the landing page (content/site.json)', () => {
  it('has a mail address, a phone number that makes a tel: link and https social profiles', () => {
    expect(siteContact.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
    expect(toTelHref(siteContact.phone)).toMatch(/^tel:\+?\d{7,15}$/);
    for (const url of Object.values(siteContact.social)) expect(url).toMatch(/^https:\/\/[^\s]+$/);
  });

  it('has each testimonial quote and role in every interface language, French with no-break spaces', () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(1);
    for (const testimonial of testimonials) {
      expect(testimonial.name.trim()).not.toBe('');
      for (const locale of interfaceLocales) {
        expect(testimonial.quote[locale]?.trim(), `${testimonial.name} ${locale}`).toBeTruthy();
        expect(testimonial.role[locale]?.trim(), `${testimonial.name} ${locale}`).toBeTruthy();
      }
      for (const locale of interfaceLocales.filter((code) => code !== 'en')) {
        expect(testimonial.quote[locale]).not.toBe(testimonial.quote.en);
      }
      const french = new Map([
        ['quote', testimonial.quote.fr],
        ['role', testimonial.role.fr],
      ]);
      expect(findWrappableFrenchPunctuation(french)).toEqual([]);
    }
  });
});
