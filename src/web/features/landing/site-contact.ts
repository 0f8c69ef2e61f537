/**
 * The operator's public contact details and social profiles (FAQ 'Still Have Questions?', footer). Content, not
 * code: an operator publishing this site sets their own before going live (README 'Public site').
 */
export const siteContact = {
  email: 'hello@postforge.app',
  phone: '+1 555 010 0100',
  social: {
    twitter: 'https://x.com/postforge',
    linkedin: 'https://www.linkedin.com/company/postforge',
    github: 'https://github.com/postforge',
  },
} as const;

/** The phone number as a tel: link (digits and a leading +). */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
