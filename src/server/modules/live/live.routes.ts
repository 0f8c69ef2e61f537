import type { FastifyInstance } from 'fastify';
import { liveEventsContract } from '../../../shared/contracts/live';
import { AppError } from '../../http/app-error';
import { bindRawRoute } from '../../http/contract-binding';
import { tooManyRequestsMessage } from '../../http/rate-limits';
import { openEventStream } from '../../realtime/sse';
import type { PostEvents } from './live.events';
import { livePolicy } from './live.policy';

/** Open streams one user may hold in this process (one per tab; more is a runaway client). */
export const maxStreamsPerUser = 20;

/** GET /api/events: post events of the caller's workspaces as Server-Sent Events, fed by the realtime hub. */
export function registerLiveRoutes(app: FastifyInstance, events: PostEvents): void {
  const openByUser = new Map<string, number>();
  bindRawRoute(app, liveEventsContract, livePolicy.events, async ({ auth, reply }) => {
    const open = openByUser.get(auth.userId) ?? 0;
    if (open >= maxStreamsPerUser) throw new AppError('rate_limited', tooManyRequestsMessage);
    openByUser.set(auth.userId, open + 1);
    const stream = openEventStream(reply);
    const stop = events.listen(
      auth.userId,
      (event) => stream.send(event.type, event),
      () => stream.send('resync', {}),
    );
    stream.onClose(() => {
      stop();
      const left = (openByUser.get(auth.userId) ?? 1) - 1;
      if (left > 0) openByUser.set(auth.userId, left);
      else openByUser.delete(auth.userId);
    });
    await events.ready().catch(() => undefined);
    stream.send('ready', {});
    return reply;
  });
}
