import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/about')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'about'),
  component: () => <InfoPage page="about" />,
});
