import { createFileRoute } from '@tanstack/react-router';
import { ContentStudioScreen } from '../../features/library';

/** /app/content: the Content Studio (the content library). */
export const Route = createFileRoute('/app/content')({
  component: ContentStudioScreen,
});
