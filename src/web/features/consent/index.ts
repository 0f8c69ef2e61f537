/** Cookie consent: the banner, the Cookie Preferences modal and the stored choice (spec 2 §3, §4). */
export { CookieConsent } from './components/CookieConsent';
export { readConsent, writeConsent, consentCategories, type ConsentChoice } from './consent-storage';
export { CookiePreferencesLink } from './components/CookiePreferencesLink';
export { acceptAllCookies, openCookiePreferences } from './preferences-request';
export { CookiePolicyActions } from './components/CookiePolicyActions';
