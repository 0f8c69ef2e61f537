import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/api-docs')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'api-docs'),
  component: () => <InfoPage page="api-docs" />,
});
