/** The whole Drizzle schema, one file per domain. */
export * from './auth';
export * from './workspaces';
export * from './email';
export * from './projects';
export * from './media';
export * from './generation';
export * from './ai-providers';
export * from './settings';
export * from './reels';
export * from './posts';
export * from './feed';
export * from './public-forms';
export * from './platforms';
export * from './brand-packs';
