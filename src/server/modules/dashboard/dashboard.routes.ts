import type { FastifyInstance } from 'fastify';
import { getDashboardStatsContract } from '../../../shared/contracts/dashboard';
import { bindRoute } from '../../http/contract-binding';
import { dashboardPolicy } from './dashboard.policy';
import type { DashboardStore } from './dashboard.store';

/** The Welcome dashboard's figures for the caller's workspace. */
export function registerDashboardRoutes(app: FastifyInstance, store: DashboardStore): void {
  bindRoute(app, getDashboardStatsContract, dashboardPolicy.readStats, async ({ auth }) => {
    const counts = await store.countsFor(auth.workspaceId);
    const last = counts.lastGeneratedAt;
    return { ...counts, lastGeneratedAt: last ? new Date(last).toISOString() : null };
  });
}
