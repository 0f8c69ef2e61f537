/**
 * Model labels of the offline providers, shown in the UI and stored on posts. Apart from the providers so
 * the container's lazy wrappers can answer them before a provider's code is loaded.
 */
export const offlineLabels = {
  text: 'Postforge offline writer',
  image: 'Postforge offline card',
  video: 'Postforge offline video',
} as const;
