import { createFileRoute } from '@tanstack/react-router';
import { NewsletterSignup } from '../features/newsletter';
import { BlogPosts, InfoPage, type BlogData } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/blog')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'blog'),
  component: () => (
    <InfoPage<BlogData> page="blog">
      {(content) => content.data && <BlogPosts data={content.data} newsletter={<NewsletterSignup />} />}
    </InfoPage>
  ),
});
