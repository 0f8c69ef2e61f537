/** Newsletter: the sign-up box (double opt-in) and the pages its e-mail links open. */
export { NewsletterSignup, type NewsletterSignupProps } from './components/NewsletterSignup';
export { NewsletterLinkPage } from './components/NewsletterLinkPage';
export { useSubscribeNewsletter } from './hooks/useSubscribeNewsletter';
export { useNewsletterLink } from './hooks/useNewsletterLink';
