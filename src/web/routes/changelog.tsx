import { createFileRoute } from '@tanstack/react-router';
import { NewsletterSignup } from '../features/newsletter';
import { ChangelogReleases, InfoPage, type ChangelogData } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/changelog')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'changelog'),
  component: () => (
    <InfoPage<ChangelogData> page="changelog">
      {(content) =>
        content.data && (
          <>
            <ChangelogReleases data={content.data} />
            <NewsletterSignup />
          </>
        )
      }
    </InfoPage>
  ),
});
