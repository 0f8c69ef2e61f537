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
  testimonials: Testimonial[];
}

/** A customer quote, its author's name and role; quote and role in each interface language. */
export interface Testimonial {
  name: string;
  role: Record<InterfaceLocale, string>;
  quote: Record<InterfaceLocale, string>;
}

const content: SiteContent = site;

export const siteContact = { ...content.contact, social: content.social };

export const testimonials: readonly Testimonial[] = content.testimonials;

/** The phone number as a tel: link (digits and a leading +). */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
