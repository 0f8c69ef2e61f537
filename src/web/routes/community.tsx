import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/community')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'community'),
  component: () => <InfoPage page="community" />,
});
