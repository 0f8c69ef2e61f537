import { createFileRoute } from '@tanstack/react-router';
import { CookiePolicyActions } from '../features/consent/components/CookiePolicyActions';
import { InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/cookies')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'cookies'),
  component: () => <InfoPage page="cookies">{() => <CookiePolicyActions />}</InfoPage>,
});
