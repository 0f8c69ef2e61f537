/** Public information pages: the shared layout, the content-driven sections and each page's interactive part. */
export { InfoPage, type InfoPageProps } from './components/InfoPage';
export { InfoPageLayout } from './components/InfoPageLayout';
export { NotFoundPage } from './components/NotFoundPage';
export { HelpCenterSearch } from './components/HelpCenterSearch';
export { TemplatesBrowser } from './components/TemplatesBrowser';
export { WebinarsTabs } from './components/WebinarsTabs';
export { BlogPosts } from './components/BlogPosts';
export { IntegrationsGrid } from './components/IntegrationsGrid';
export { ChangelogReleases } from './components/ChangelogReleases';
export { CareersBoard } from './components/CareersBoard';
export type * from './content-types';
export { ContactForm } from './components/ContactForm';
