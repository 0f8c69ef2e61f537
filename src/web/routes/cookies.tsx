import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/cookies')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'cookies'),
  component: () => <InfoPage page="cookies" />,
});
