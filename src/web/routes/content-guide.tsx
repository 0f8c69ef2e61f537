import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/content-guide')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'content-guide'),
  component: () => <InfoPage page="content-guide" />,
});
