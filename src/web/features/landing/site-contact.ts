import site from '../../../../content/site.json';
import type { InterfaceLocale } from '../../../shared/domain/locales';

/**
 * The operator's public contact details, social profiles and customer quotes (FAQ 'Still Have Questions?', footer,
 * testimonials): content, not code, in content/site.json — examples an operator replaces before going live
 * (content/README.md).
 */
export interface SiteContent {
  contact: { email: string; phone: string };
  social: { twitter: string; linkedin: string; github: string };
  claims: ServiceClaims;
  testimonials: Testimonial[];
}

/**
 * The operator's service promises the landing page FAQ and the contact page state (whole numbers). The spec's
 * figures are the defaults; they describe a service, not the software, so the operator checks them.
 */
export interface ServiceClaims {
  trialDays: number;
  trialPosts: number;
  moneyBackDays: number;
  exportAfterCancellationDays: number;
  /** E-mail support's answer time, in hours (FAQ). */
  emailSupportHours: number;
  /** The contact form's 'We'll get back to you within N hours.', in hours. */
  contactReplyHours: number;
}

/** A customer quote, its author's name and role; quote and role in each interface language. */
export interface Testimonial {
  name: string;
  role: Record<InterfaceLocale, string>;
  quote: Record<InterfaceLocale, string>;
}

const content: SiteContent = site;

export const siteContact = { ...content.contact, social: content.social };

/** The service promises of content/site.json `claims`. */
export const serviceClaims: ServiceClaims = content.claims;

export const testimonials: readonly Testimonial[] = content.testimonials;

/** The phone number as a tel: link (digits and a leading +). */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
