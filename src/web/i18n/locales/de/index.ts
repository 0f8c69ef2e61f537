import { appCatalogue } from './app';
import { publicCatalogue } from './public';

/** German: every namespace of the interface (tests and types; the app loads its two parts separately). */
export const catalogue = { ...publicCatalogue, ...appCatalogue };
