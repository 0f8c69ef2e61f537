import common from './common.json';
import accounts from './accounts.json';
import site from './site.json';
import feed from './feed.json';
import landing from './landing.json';
import consent from './consent.json';
import pages from './pages.json';

/** English texts of the public pages (landing, login dialog, password reset): loaded before the first render. */
export const publicCatalogue = { common, accounts, site, feed, landing, consent, pages };
