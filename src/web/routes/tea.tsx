import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/tea')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'tea'),
  component: () => <InfoPage page="tea" />,
});
