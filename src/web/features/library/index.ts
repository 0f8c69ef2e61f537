/** Content Studio: the workspace's content library (list, upload, viewer, editor, bulk actions). */
export { ContentStudioScreen } from './components/ContentStudioScreen';
export { contentStudioTabs, type ContentStudioTab } from './content-studio-tabs';
