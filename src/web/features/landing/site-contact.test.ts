import { describe, expect, it } from 'vitest';
import { interfaceLocales } from '../../../shared/domain/locales';
import { findWrappableFrenchPunctuation } from '../../../shared/i18n/catalogue-checks';
import { createInstance } from 'i18next';
import landing from '../../i18n/locales/en/landing.json';
import pages from '../../i18n/locales/en/pages.json';
import { serviceClaims, siteContact, testimonials, toTelHref } from './site-contact';

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

  it('states the service promises as whole numbers, by default the spec figures, in the exact English texts', async () => {
    const figures = [
      serviceClaims.trialDays,
      serviceClaims.trialPosts,
      serviceClaims.moneyBackDays,
      serviceClaims.exportAfterCancellationDays,
      serviceClaims.emailSupportHours,
      serviceClaims.contactReplyHours,
    ];
    for (const value of figures) expect(Number.isInteger(value) && value > 0).toBe(true);
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { landing, pages } } });
    const { trialDays, trialPosts, emailSupportHours, contactReplyHours } = serviceClaims;
    expect(i18n.t('landing:faq.groups.gettingStarted.q2.a', { days: trialDays, posts: trialPosts })).toBe(
      'Yes: a 7-day trial with 10 posts, no card needed.',
    );
    expect(i18n.t('landing:faq.groups.security.q3.a', { hours: emailSupportHours })).toBe(
      'Email support answers within 24 hours.',
    );
    expect(i18n.t('pages:contact.sentDetail', { hours: contactReplyHours })).toBe(
      "We'll get back to you within 2 hours.",
    );
  });
});
