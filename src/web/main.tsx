import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import './ui/theme.css';
import { applyCachedTheme } from './ui/theme';
import { AppProviders } from './AppProviders';
import { createAppQueryClient, createAppRouter } from './router';
import { readPrerenderedLocale, startI18n } from './i18n/i18n';

// The server puts this response's CSP nonce in a meta tag; the UI library's injected style tags use it.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && nonce !== '__CSP_NONCE__') setNonce(nonce);
applyCachedTheme();

const queryClient = createAppQueryClient();
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
// A public page arrives pre-rendered (src/web/prerender/) in the language the server chose: the client starts
// in that language and hydrates it. The /app routes (and a page asked with a query it reads) get the empty shell.
const prerenderedLocale = readPrerenderedLocale();
// The active language's catalogue (one small chunk) loads before the first render: no key ever shows.
await startI18n(prerenderedLocale ?? undefined);
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} router={router} />
  </StrictMode>
);
if (prerenderedLocale) {
  // The matched route's chunk loads first, so the first client render equals the HTML.
  await router.load();
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
