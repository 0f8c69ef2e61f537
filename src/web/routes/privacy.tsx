import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/privacy')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'privacy'),
  component: () => <InfoPage page="privacy" />,
});
