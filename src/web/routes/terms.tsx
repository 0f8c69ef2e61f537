import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/terms')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'terms'),
  component: () => <InfoPage page="terms" />,
});
