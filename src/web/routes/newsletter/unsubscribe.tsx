import { createFileRoute } from '@tanstack/react-router';
import { NewsletterLinkPage } from '../../features/newsletter';

/** The page of the newsletter e-mail's unsubscribe link: `?token=` is the link's single-use token. */
export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: function NewsletterLinkRoute() {
    const { token } = Route.useSearch();
    return <NewsletterLinkPage action="unsubscribe" token={token} />;
  },
});
