import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/resources')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'resources'),
  component: () => <InfoPage page="resources" />,
});
