import { createFileRoute } from '@tanstack/react-router';
import { ContactForm, InfoPage } from '../features/public-pages';
import { ensurePageContent } from '../features/public-pages/content';

export const Route = createFileRoute('/contact')({
  loader: ({ context }) => ensurePageContent(context.queryClient, 'contact'),
  component: () => <InfoPage page="contact">{() => <ContactForm />}</InfoPage>,
});
