import shell from './shell.json';
import dashboard from './dashboard.json';
import generation from './generation.json';
import review from './review.json';
import instance from './instance.json';
import settings from './settings.json';
import notifications from './notifications.json';
import security from './security.json';
import media from './media.json';
import history from './history.json';
import library from './library.json';
import projects from './projects.json';
import brands from './brands.json';

/** French texts of the signed-in app (/app/*): loaded with its first screen, never on the public pages. */
export const appCatalogue = {
  shell,
  dashboard,
  generation,
  review,
  instance,
  settings,
  notifications,
  security,
  media,
  history,
  library,
  projects,
  brands,
};
