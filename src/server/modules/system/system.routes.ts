import type { FastifyInstance } from 'fastify';
import { healthContract, readinessContract } from '../../../shared/contracts/system';
import { AppError } from '../../http/app-error';
import { bindRoute } from '../../http/contract-binding';
import { systemPolicy } from './system.policy';

/** Something readiness depends on: it answers `ping` or throws. */
export interface ReadinessProbe {
  ping(): Promise<void>;
}

/** GET /healthz (the process is up) and GET /readyz (the database and the job queue answer). */
export function registerSystemRoutes(
  app: FastifyInstance,
  deps: { database: ReadinessProbe; queue: ReadinessProbe },
): void {
  bindRoute(app, healthContract, systemPolicy.checkHealth, async () => ({ status: 'ok' as const }));
  bindRoute(app, readinessContract, systemPolicy.checkReadiness, async () => {
    try {
      await deps.database.ping();
      await deps.queue.ping();
    } catch (error) {
      app.log.warn({ err: error }, 'not ready');
      throw new AppError('unavailable', 'Not ready: the database or the job queue does not answer.');
    }
    return { status: 'ready' as const, database: 'ok' as const, queue: 'ok' as const };
  });
}
