import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/partners')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'partners'),
  component: () => <InfoPage page="partners" />,
});
