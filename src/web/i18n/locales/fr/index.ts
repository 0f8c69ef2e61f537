import common from './common.json';
import accounts from './accounts.json';
import shell from './shell.json';
import dashboard from './dashboard.json';
import generation from './generation.json';
import review from './review.json';
import instance from './instance.json';
import site from './site.json';

/** French: every namespace of the interface (one chunk, loaded when the interface is in French). */
export const catalogue = { common, accounts, shell, dashboard, generation, review, instance, site };
