import { createFileRoute } from '@tanstack/react-router';
import { InfoPage, TemplatesBrowser, type TemplatesData } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/templates')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'templates'),
  component: () => (
    <InfoPage<TemplatesData> page="templates">
      {(content) => content.data && <TemplatesBrowser data={content.data} />}
    </InfoPage>
  ),
});
