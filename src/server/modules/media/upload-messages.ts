import {
  videoMaxAudioStreams,
  videoMaxDurationSeconds,
  videoMaxFramePixels,
  videoMaxVideoStreams,
} from '../../../shared/domain/limits';
import { userText, type TextValue, type UserText } from '../../i18n/user-text';
import type { MediaKind } from './media-signature';

/** Exact texts a caller gives for refusals, e.g. the spec's 'Please select a valid video file.' */
export interface UploadMessageOverrides {
  type?: UserText;
  size?: UserText;
  dimensions?: UserText;
}

const kindLabels: Record<MediaKind, UserText> = {
  image: 'images (JPEG, PNG, WebP, GIF, AVIF)',
  video: 'videos (MP4, MOV, WebM)',
  audio: 'audio (MP3, WAV, OGG, M4A)',
  document: 'documents (PDF, DOC, DOCX, TXT)',
  font: 'fonts (TTF, OTF, WOFF)',
};

/** A client-supplied string made safe to repeat in a message: printable, short, quoted. */
function quoteClientText(text: string | undefined): string | undefined {
  const cleaned = text
    ?.replace(/[^\p{L}\p{N} ._()+/-]/gu, '')
    .trim()
    .slice(0, 80);
  return cleaned ? `"${cleaned}"` : undefined;
}

/** A byte count as the spec writes it: '100MB', '512KB', '900 bytes'. */
function formatBytes(bytes: number): UserText {
  if (bytes >= 1024 * 1024) return userText('{{size}}MB', { size: Math.floor(bytes / (1024 * 1024)) });
  if (bytes >= 1024) return userText('{{size}}KB', { size: Math.floor(bytes / 1024) });
  return userText('{{count}} bytes', { count: bytes });
}

/** A length in seconds as minutes and seconds, e.g. '5 minutes 30 seconds'. */
function formatMinutes(seconds: number): UserText {
  const minutes = userText('{{count}} minutes', { count: Math.floor(seconds / 60) });
  const rest = seconds % 60;
  if (rest === 0) return minutes;
  return userText('{{minutes}} {{seconds}}', {
    minutes,
    seconds: userText('{{count}} seconds', { count: rest }),
  });
}

/**
 * A refusal naming the file when its name is known ('"a.mov" is too long …'), else its default subject ('The
 * video is too long …'): two catalogue keys, since the subject's grammar differs between languages.
 */
function aboutFile(
  name: string | undefined,
  named: string,
  unnamed: string,
  values: Record<string, TextValue>,
): UserText {
  return name ? userText(named, { name, ...values }) : userText(unnamed, values);
}

/** The refusal messages of one validation, the caller's texts first. */
export function buildUploadMessages(
  options: {
    allow: readonly MediaKind[];
    maxBytes: number;
    declaredType?: string;
    filename?: string;
    messages?: UploadMessageOverrides;
  },
  maxPixels: number,
) {
  const name = quoteClientText(options.filename);
  const declared = quoteClientText(options.declaredType);
  const allowed = options.allow.map((kind) => kindLabels[kind]);
  const side = Math.floor(Math.sqrt(videoMaxFramePixels));
  const typeMessage = name
    ? userText('{{name}} is not a supported file type. Allowed: {{allowed}}.', { name, allowed })
    : declared
      ? userText('This {{type}} file is not a supported file type. Allowed: {{allowed}}.', {
          type: declared,
          allowed,
        })
      : userText('This file is not a supported file type. Allowed: {{allowed}}.', { allowed });
  const sizeOf = (maxBytes: number) =>
    aboutFile(
      name,
      '{{name}} is too large. Please select a file smaller than {{size}}.',
      'The file is too large. Please select a file smaller than {{size}}.',
      { size: formatBytes(maxBytes) },
    );
  return {
    type: options.messages?.type ?? typeMessage,
    /** The size refusal for a kind's own cap (documents), below the upload's `maxBytes`. */
    sizeOf,
    size: options.messages?.size ?? sizeOf(options.maxBytes),
    dimensions:
      options.messages?.dimensions ??
      aboutFile(
        name,
        '{{name}} has too many pixels (at most {{megapixels}} megapixels).',
        'The image has too many pixels (at most {{megapixels}} megapixels).',
        { megapixels: Math.floor(maxPixels / 1_000_000) },
      ),
    videoDimensions: aboutFile(
      name,
      '{{name}} has too many pixels per frame (at most {{width}}×{{height}} pixels).',
      'The video has too many pixels per frame (at most {{width}}×{{height}} pixels).',
      { width: side, height: side },
    ),
    duration: aboutFile(
      name,
      '{{name}} is too long (at most {{duration}}).',
      'The video is too long (at most {{duration}}).',
      { duration: formatMinutes(videoMaxDurationSeconds) },
    ),
    woff2: userText('WOFF2 fonts cannot be drawn. Please convert the font to TTF, OTF or WOFF.'),
    font: aboutFile(
      name,
      '{{name}} cannot be used: the font cannot be read or has no letters A and g. Please choose a TTF, OTF or WOFF file.',
      'This font cannot be used: it cannot be read or has no letters A and g. Please choose a TTF, OTF or WOFF file.',
      {},
    ),
    streams: aboutFile(
      name,
      '{{name}} has too many tracks (at most {{video}} video and {{audio}} audio).',
      'The video has too many tracks (at most {{video}} video and {{audio}} audio).',
      { video: videoMaxVideoStreams, audio: videoMaxAudioStreams },
    ),
  };
}

/** The refusal messages of one validation. */
export type UploadMessages = ReturnType<typeof buildUploadMessages>;
