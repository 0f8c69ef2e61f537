import { appCatalogue } from './app';
import { publicCatalogue } from './public';

/** Spanish: every namespace of the interface (tests and types; the app loads its two parts separately). */
export const catalogue = { ...publicCatalogue, ...appCatalogue };
