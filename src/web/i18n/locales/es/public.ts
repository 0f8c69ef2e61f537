import common from './common.json';
import accounts from './accounts.json';
import site from './site.json';

/** Spanish texts of the public pages (landing, login dialog, password reset): loaded before the first render. */
export const publicCatalogue = { common, accounts, site };
