/**
 * The two functions of `twitter-text` the app uses, imported from their own ES modules: the package's index
 * pulls in every other helper (autolinking, extraction of mentions and cashtags), 34 KB gzipped against 22 KB
 * for these. vite.config.ts points the web build's `twitter-text` at this file; the server uses the package.
 */
import extractUrlsWithIndices from 'twitter-text/dist/esm/extractUrlsWithIndices';
import parseTweet from 'twitter-text/dist/esm/parseTweet';

export default { parseTweet, extractUrlsWithIndices };
