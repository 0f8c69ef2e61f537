import { createFileRoute } from '@tanstack/react-router';
import { InfoPage, CareersBoard, type CareersData } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/careers')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'careers'),
  component: () => (
    <InfoPage<CareersData> page="careers" childrenPosition="after">
      {(content) => content.data && <CareersBoard data={content.data} />}
    </InfoPage>
  ),
});
