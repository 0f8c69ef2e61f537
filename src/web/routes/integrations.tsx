import { createFileRoute } from '@tanstack/react-router';
import { InfoPage, IntegrationsGrid, type IntegrationsData } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/integrations')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'integrations'),
  component: () => (
    <InfoPage<IntegrationsData> page="integrations">
      {(content) => content.data && <IntegrationsGrid data={content.data} />}
    </InfoPage>
  ),
});
