/**
 * How each platform shows a post in its feed, for the review's preview: where the text is cut behind a
 * 'see more' link (in characters, at a word boundary), the frame of its media, and the colour of links and
 * hashtags (light and dark theme). X shows a standard post (≤ 280 weighted characters) whole.
 */
import type { PlatformId } from '../../../shared/domain/platforms';
import type { AspectRatio } from '../../../shared/domain/video';

/** A platform's feed presentation. */
export interface PreviewStyle {
  /** Characters shown before the 'see more' cut; null shows the whole text. */
  cutAt: number | null;
  imageRatio: AspectRatio | '1.91:1';
  videoRatio: AspectRatio;
  /** Tailwind classes of links, hashtags and mentions. */
  linkClass: string;
}

/** Preview presentation per platform. */
export const previewStyles: Record<PlatformId, PreviewStyle> = {
  twitter: { cutAt: null, imageRatio: '16:9', videoRatio: '16:9', linkClass: 'text-[#1d9bf0]' },
  instagram: {
    cutAt: 125,
    imageRatio: '4:5',
    videoRatio: '9:16',
    linkClass: 'text-[#00376b] dark:text-[#e0f1ff]',
  },
  linkedin: {
    cutAt: 210,
    imageRatio: '1.91:1',
    videoRatio: '16:9',
    linkClass: 'font-semibold text-[#0a66c2] dark:text-[#71b7fb]',
  },
  facebook: {
    cutAt: 480,
    imageRatio: '1:1',
    videoRatio: '9:16',
    linkClass: 'text-[#385898] dark:text-[#4599ff]',
  },
  tiktok: { cutAt: 80, imageRatio: '9:16', videoRatio: '9:16', linkClass: 'font-semibold' },
  youtube: {
    cutAt: 100,
    imageRatio: '16:9',
    videoRatio: '9:16',
    linkClass: 'text-[#065fd4] dark:text-[#3ea6ff]',
  },
};

/** The platforms a post can be previewed on: the four feeds, and TikTok and YouTube for a video post. */
export function previewPlatformsFor(mediaType: 'image' | 'video'): PlatformId[] {
  const feeds: PlatformId[] = ['twitter', 'instagram', 'linkedin', 'facebook'];
  return mediaType === 'video' ? [...feeds, 'tiktok', 'youtube'] : feeds;
}

/**
 * The text a feed shows before its 'see more' link: at most `cutAt` code points, ending at the last whitespace
 * before that (trailing punctuation and spaces dropped); the whole text when it is short enough or `cutAt` is null.
 */
export function cutForPreview(text: string, cutAt: number | null): { shown: string; isCut: boolean } {
  const characters = [...text];
  if (cutAt === null || characters.length <= cutAt) return { shown: text, isCut: false };
  const head = characters.slice(0, cutAt).join('');
  const lastSpace = head.search(/\s\S*$/u);
  const shown = (lastSpace > cutAt / 2 ? head.slice(0, lastSpace) : head).replace(/[\s,;:.–—-]+$/u, '');
  return { shown, isCut: true };
}

/** A piece of preview text: plain, or a link, hashtag or mention. */
export type PreviewToken = { kind: 'text' | 'link' | 'hashtag' | 'mention'; text: string };

/**
 * Splits text into plain runs, addresses (`urlRanges`, as X finds them; none while counting loads) and
 * #hashtags and @mentions.
 */
export function tokenizePreview(
  text: string,
  urlRanges: ReadonlyArray<{ start: number; end: number }>,
): PreviewToken[] {
  const tokens: PreviewToken[] = [];
  const pushPlain = (plain: string) => {
    let last = 0;
    for (const match of plain.matchAll(/(^|[^\p{L}\p{N}_&])([#@])([\p{L}\p{M}\p{N}_]+)/gu)) {
      const start = (match.index ?? 0) + (match[1]?.length ?? 0);
      if (start > last) tokens.push({ kind: 'text', text: plain.slice(last, start) });
      const word = `${match[2]}${match[3]}`;
      tokens.push({ kind: match[2] === '#' ? 'hashtag' : 'mention', text: word });
      last = start + word.length;
    }
    if (last < plain.length) tokens.push({ kind: 'text', text: plain.slice(last) });
  };
  let position = 0;
  for (const range of [...urlRanges].sort((a, b) => a.start - b.start)) {
    if (range.start < position || range.end > text.length) continue;
    pushPlain(text.slice(position, range.start));
    tokens.push({ kind: 'link', text: text.slice(range.start, range.end) });
    position = range.end;
  }
  pushPlain(text.slice(position));
  return tokens;
}
