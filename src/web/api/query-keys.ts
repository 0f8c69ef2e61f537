/** Query keys, one place, so invalidations match what hooks read. */
export const queryKeys = {
  session: ['session'] as const,
  registration: (invite?: string) => ['registration', invite ?? ''] as const,
  dashboardStats: ['dashboard', 'stats'] as const,
  instance: ['instance'] as const,
  generationRun: (runId: string) => ['generation', 'run', runId] as const,
  generationRuns: ['generation', 'runs'] as const,
  generationSettings: ['generation', 'settings'] as const,
  generationCapabilities: ['generation', 'capabilities'] as const,
  postVersions: (postId: string) => ['review', 'post', postId, 'versions'] as const,
};
