import { z } from 'zod';
import { defineContract } from './contract';

/** The Welcome dashboard's four tiles, computed from the workspace's own rows (zero on a new account). */
export const dashboardStatsSchema = z.object({
  totalPosts: z.number().int(),
  generationRuns: z.number().int(),
  mediaAssets: z.number().int(),
  platformsCovered: z.number().int(),
  lastGeneratedAt: z.string().nullable(),
});

/** GET /api/dashboard/stats. */
export const getDashboardStatsContract = defineContract({
  method: 'GET',
  path: '/api/dashboard/stats',
  summary: 'Welcome dashboard figures',
  tags: ['dashboard'],
  response: dashboardStatsSchema,
});
