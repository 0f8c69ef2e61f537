/**
 * The Content Studio's tabs: Content Library (the spec's default, 'content-library'), and the spec's projects
 * and brand packs views, given tabs by issue #14. `/app/content?tab=brand-packs` opens on one.
 */
export const contentStudioTabs = ['content-library', 'projects', 'brand-packs'] as const;
/** A Content Studio tab. */
export type ContentStudioTab = (typeof contentStudioTabs)[number];
