import { createFileRoute } from '@tanstack/react-router';
import { CalendarScreen } from '../../features/history';

/** /app/calendar: month and week views of scheduled, published and failed posts. */
export const Route = createFileRoute('/app/calendar')({
  component: CalendarScreen,
});
