/** The Welcome dashboard (/app) and its figures query. */
export { WelcomeDashboard } from './components/WelcomeDashboard';
export { dashboardStatsQueryOptions, useDashboardStats } from './hooks/useDashboardStats';
