import {
  allowEveryone,
  definePolicy,
  isInstanceOwner,
  publicAction,
  sessionAction,
} from '../../http/authorize';
import { instanceOwnerOnlyMessage } from '../instance/instance.policy';

/** Anyone may write to the owner and ask for the newsletter; only the instance owner reads what came in. */
export const publicFormsPolicy = definePolicy('publicforms', {
  sendContactMessage: publicAction(allowEveryone),
  subscribeNewsletter: publicAction(allowEveryone),
  confirmNewsletter: publicAction(allowEveryone),
  unsubscribeNewsletter: publicAction(allowEveryone),
  readSubmissions: sessionAction(isInstanceOwner, instanceOwnerOnlyMessage),
});
