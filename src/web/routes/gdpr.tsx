import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/gdpr')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'gdpr'),
  component: () => <InfoPage page="gdpr" />,
});
