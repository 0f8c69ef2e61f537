import { allowEveryone, definePolicy, sessionAction } from '../../http/authorize';

/** Every member of a workspace hears its post events (each read is scoped to the caller's workspace). */
export const livePolicy = definePolicy('live', {
  events: sessionAction(allowEveryone),
});
