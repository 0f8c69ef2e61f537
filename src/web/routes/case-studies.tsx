import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/case-studies')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'case-studies'),
  component: () => <InfoPage page="case-studies" />,
});
