import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/press-kit')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'press-kit'),
  component: () => <InfoPage page="press-kit" />,
});
