/** The contact form's topics (spec: Contact form subject options), in the order the form lists them. */
export const contactSubjects = [
  'general',
  'support',
  'billing',
  'enterprise',
  'partnership',
  'feedback',
] as const;

export type ContactSubject = (typeof contactSubjects)[number];

/** Bounds of the contact form's fields (the spec shows none; these keep one message readable). */
export const contactLimits = { name: 100, company: 120, message: 5000 } as const;
