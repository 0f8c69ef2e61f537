import { allowEveryone, definePolicy, sessionAction } from '../../http/authorize';

/** Every member of a workspace, viewers included, may read its dashboard figures. */
export const dashboardPolicy = definePolicy('dashboard', {
  readStats: sessionAction(allowEveryone),
});
