import { createFileRoute } from '@tanstack/react-router';
import { HistoryScreen } from '../../features/history';

/** /app/history: the post history (spec route table). */
export const Route = createFileRoute('/app/history')({
  component: HistoryScreen,
});
