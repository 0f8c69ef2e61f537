/**
 * Projects (spec 2 §3 Project): the card colours (gradients), the content types and the output formats a project
 * names. Both sides import these.
 */

/** The eight project colours, each drawn as a gradient. */
export const projectColors = ['purple', 'blue', 'green', 'pink', 'orange', 'red', 'indigo', 'teal'] as const;
/** A project colour. */
export type ProjectColor = (typeof projectColors)[number];

/** The ten content types; 'series' is a series of 5 to 10 episodes. */
export const projectContentTypes = [
  'general',
  'futuristic-images',
  'commercial-ads',
  'product-videos',
  'tiktok-viral',
  'short-movies',
  'series',
  'ai-music',
  'music-videos',
  'combined-media',
] as const;
/** A project content type. */
export type ProjectContentType = (typeof projectContentTypes)[number];

/** The output formats a project can ask for (the export formats of spec 2 §9). */
export const projectOutputFormats = ['original', 'jpg', 'png', 'webp', 'mp4', 'mov', 'pdf'] as const;
/** A project output format. */
export type ProjectOutputFormat = (typeof projectOutputFormats)[number];

/** Longest project name and description; most collaborators of one project. */
export const projectNameMaxLength = 100;
export const projectDescriptionMaxLength = 1000;
export const projectMaxCollaborators = 50;

/** Collaborators a project card shows as initials before '+n' (spec 2 §2). */
export const projectCardCollaborators = 3;
