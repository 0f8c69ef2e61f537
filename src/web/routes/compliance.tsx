import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/compliance')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'compliance'),
  component: () => <InfoPage page="compliance" />,
});
