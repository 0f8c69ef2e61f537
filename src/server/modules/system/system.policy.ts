import { allowEveryone, definePolicy, publicAction } from '../../http/authorize';

/** Health and readiness answer every caller (load balancers and orchestrators carry no session). */
export const systemPolicy = definePolicy('system', {
  checkHealth: publicAction(allowEveryone),
  checkReadiness: publicAction(allowEveryone),
});
