import { createFileRoute } from '@tanstack/react-router';
import { InfoPage, WebinarsTabs, type WebinarsData } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/webinars')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'webinars'),
  component: () => (
    <InfoPage<WebinarsData> page="webinars">
      {(content) => content.data && <WebinarsTabs data={content.data} />}
    </InfoPage>
  ),
});
