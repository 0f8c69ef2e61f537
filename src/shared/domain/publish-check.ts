import { countCharacters } from './counting';
import { mediaFormatRules } from './media-formats';
import { platforms, publishingRules, type PlatformId } from './platforms';

/**
 * The media a post carries to its destinations (its video, else its image). Where only its kind is known (the web
 * dialog), `contentType` is the range `image/*` or `video/*` and `size` is absent: those checks are left out.
 */
export interface CheckedMedia {
  contentType: string;
  size?: number | null;
  durationSeconds?: number | null;
}

/**
 * One reason a post cannot go to one destination: its message key (`publishProblemTemplates`; the web catalogue's
 * `publish.problems.<key>`), the English template and its values (for any language).
 */
export interface PublishProblem {
  destinationId: string;
  platform: PlatformId;
  key: PublishProblemKey;
  template: string;
  values: Record<string, string | number>;
}

/** The templates of the problems (the server's and the web's catalogues translate them). */
export const publishProblemTemplates = {
  tooLong: '{{platform}} takes at most {{limit}} characters; this post has {{length}}.',
  videoOnly: '{{platform}} only publishes videos: add a video to this post.',
  noImages: '{{platform}} does not publish images.',
  type: '{{platform}} does not take this file type ({{type}}).',
  videoTooLarge: '{{platform}} takes videos up to {{limit}} MB; this one has {{size}} MB.',
  imageTooLarge: '{{platform}} takes images up to {{limit}} MB; this one has {{size}} MB.',
  tooLongVideo: '{{platform}} takes videos up to {{limit}} seconds; this one lasts {{duration}}.',
} as const;

/** The message key of a publish problem. */
export type PublishProblemKey = keyof typeof publishProblemTemplates;

/** The platform of a connected destination id (`<platform>:<connection>`), when it names one. */
export function platformOfDestination(destinationId: string): PlatformId | undefined {
  const prefix = destinationId.split(':')[0] ?? '';
  return prefix in platforms && destinationId.includes(':') ? (prefix as PlatformId) : undefined;
}

const megabytes = (bytes: number) => Math.ceil((bytes / (1024 * 1024)) * 10) / 10;

/**
 * What stops a post from going to each chosen destination, by each destination platform's rules: its text
 * length (X weighted as X counts), a video-only platform without a video, a file type or size it does not take,
 * a video longer than it allows. Images are converted at publish time (type, aspect, size), so an image's type
 * is a problem only where the platform takes no images or no converted type applies. Destinations that are not
 * platform accounts (the community feed) have no rules here. Pure: the web dialog shows the same problems.
 */
export function findPublishProblems(input: {
  content: string;
  media?: CheckedMedia | null;
  destinationIds: readonly string[];
}): PublishProblem[] {
  const problems: PublishProblem[] = [];
  for (const destinationId of input.destinationIds) {
    const platform = platformOfDestination(destinationId);
    if (!platform) continue;
    const info = platforms[platform];
    const formats = mediaFormatRules[platform];
    const rules = publishingRules[platform];
    const add = (key: PublishProblemKey, values: Record<string, string | number> = {}) =>
      problems.push({
        destinationId,
        platform,
        key,
        template: publishProblemTemplates[key],
        values: { platform: info.name, ...values },
      });
    const length = countCharacters(input.content, platform);
    if (length > info.characterLimit) add('tooLong', { limit: info.characterLimit, length });
    const media = input.media ?? undefined;
    const isVideo = media?.contentType.startsWith('video/') ?? false;
    const isImage = media?.contentType.startsWith('image/') ?? false;
    const videoOnly = formats.videoOnly === true || rules?.maxImages === 0;
    if (videoOnly && !isVideo) {
      add(isImage ? 'noImages' : 'videoOnly');
      if (isImage) add('videoOnly');
      continue;
    }
    if (!media) continue;
    const isTypeKnown = !media.contentType.endsWith('/*');
    const size = media.size ?? undefined;
    if (isVideo) {
      if (rules && rules.maxVideos === 0) add('type', { type: media.contentType });
      const maxBytes = rules?.maxVideoBytes ?? formats.maxVideoBytes;
      if (maxBytes !== undefined && size !== undefined && size > maxBytes)
        add('videoTooLarge', {
          limit: megabytes(maxBytes),
          size: megabytes(size),
        });
      if (
        formats.maxVideoSeconds !== undefined &&
        media.durationSeconds != null &&
        media.durationSeconds > formats.maxVideoSeconds
      )
        add('tooLongVideo', {
          limit: formats.maxVideoSeconds,
          duration: Math.ceil(media.durationSeconds),
        });
    } else if (isImage) {
      if (rules && isTypeKnown && !formats.imageOutputType && !rules.imageTypes.includes(media.contentType))
        add('type', { type: media.contentType });
      if (rules && !formats.maxImageSide && size !== undefined && size > rules.maxImageBytes)
        add('imageTooLarge', {
          limit: megabytes(rules.maxImageBytes),
          size: megabytes(size),
        });
    } else add('type', { type: media.contentType });
  }
  return problems;
}
