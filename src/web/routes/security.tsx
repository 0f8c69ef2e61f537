import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/security')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'security'),
  component: () => <InfoPage page="security" />,
});
