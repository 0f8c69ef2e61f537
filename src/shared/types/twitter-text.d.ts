/**
 * The part of `twitter-text` 3.1.0 Postforge uses. The package exports one default object (CommonJS
 * `module.exports` for Node, an ESM default for bundlers), so it is imported as a default on both sides.
 */
declare module 'twitter-text' {
  /** The answer of `parseTweet` (twitter-text's v3 configuration: weighted length, 280 at most). */
  export interface ParsedTweet {
    weightedLength: number;
    valid: boolean;
    permillage: number;
    /** UTF-16 indices (inclusive) of the part of the text that fits the limit. */
    validRangeStart: number;
    validRangeEnd: number;
    displayRangeStart: number;
    displayRangeEnd: number;
  }
  /** An address found in a text, with its UTF-16 indices [start, end). */
  export interface UrlWithIndices {
    url: string;
    indices: [number, number];
  }
  const twitterText: {
    parseTweet(text: string): ParsedTweet;
    extractUrlsWithIndices(
      text: string,
      options?: { extractUrlsWithoutProtocol?: boolean },
    ): UrlWithIndices[];
  };
  export default twitterText;
}

declare module 'twitter-text/dist/esm/parseTweet' {
  import type twitterText from 'twitter-text';
  const parseTweet: (typeof twitterText)['parseTweet'];
  export default parseTweet;
}

declare module 'twitter-text/dist/esm/extractUrlsWithIndices' {
  import type twitterText from 'twitter-text';
  const extractUrlsWithIndices: (typeof twitterText)['extractUrlsWithIndices'];
  export default extractUrlsWithIndices;
}
