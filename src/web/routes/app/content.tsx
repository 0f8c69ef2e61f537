import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ContentStudioScreen, contentStudioTabs } from '../../features/library';

/** Search of /app/content: `tab` is the tab it opens on; an unknown value is dropped, never an error. */
const contentSearchSchema = z.object({
  tab: z.enum(contentStudioTabs).optional().catch(undefined),
});

/** /app/content: the Content Studio (the content library, projects and brand packs: `?tab=`). */
export const Route = createFileRoute('/app/content')({
  validateSearch: contentSearchSchema,
  component: ContentPage,
});

function ContentPage() {
  const { tab } = Route.useSearch();
  return <ContentStudioScreen {...(tab ? { initialTab: tab } : {})} />;
}
