import { z } from 'zod';
import { defineContract } from './contract';

/** GET /healthz: the process is up. */
export const healthContract = defineContract({
  method: 'GET',
  path: '/healthz',
  summary: 'Liveness',
  tags: ['system'],
  auth: 'public',
  response: z.object({ status: z.literal('ok') }),
});

/** GET /readyz: the database and the job queue answer. */
export const readinessContract = defineContract({
  method: 'GET',
  path: '/readyz',
  summary: 'Readiness: database and job queue reachable',
  tags: ['system'],
  auth: 'public',
  response: z.object({ status: z.literal('ready'), database: z.literal('ok'), queue: z.literal('ok') }),
});
