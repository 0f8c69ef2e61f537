import { createFileRoute } from '@tanstack/react-router';
import { InfoPage, HelpCenterSearch, type HelpCenterData } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/help-center')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'help-center'),
  component: () => (
    <InfoPage<HelpCenterData> page="help-center">
      {(content) => content.data && <HelpCenterSearch data={content.data} />}
    </InfoPage>
  ),
});
