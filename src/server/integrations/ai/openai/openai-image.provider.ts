/**
 * The real image provider: call 4, POST /v1/images/generations with { prompt, model }. Reads the AI/ML API
 * layout images[0].url, else OpenAI's data[0].url or data[0].b64_json (decoded to bytes).
 */
import type { GeneratedImage, ImageProvider } from '../types';
import type { OpenAiClient } from './openai-http';
import { ProviderError } from './openai-http';
import { asText, readPath } from './openai-json';
import { withStyleWords } from '../style-words';

/** The path of call 4. */
export const imageGenerationsPath = '/v1/images/generations';
/** The spec's fast image model. */
export const defaultImageModel = 'flux/schnell';

/** Settings of the remote image provider. */
export interface OpenAiImageProviderOptions {
  client: OpenAiClient;
  /** Default 'flux/schnell'; also the label. */
  model?: string;
}

const byteFormats = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

/** Decodes a base64 image, keeping PNG, JPEG and WebP as they are and re-encoding anything else to PNG. */
async function decodeBase64Image(base64: string): Promise<GeneratedImage> {
  const data = Buffer.from(base64, 'base64');
  // sharp (native) loads on the first base64 answer, not at start-up.
  const { default: sharp } = await import('sharp');
  try {
    const metadata = await sharp(data).metadata();
    const width = metadata.width;
    const height = metadata.height;
    const format = metadata.format;
    if (format === 'png' || format === 'jpeg' || format === 'webp') {
      return { kind: 'bytes', data, contentType: byteFormats[format], width, height };
    }
    const png = await sharp(data).png().toBuffer({ resolveWithObject: true });
    return {
      kind: 'bytes',
      data: png.data,
      contentType: 'image/png',
      width: png.info.width,
      height: png.info.height,
    };
  } catch {
    throw new ProviderError(502, 'AI provider answered an image that could not be decoded');
  }
}

/**
 * Reads the image of a call-4 answer: a URL (images[0].url, then data[0].url) or base64 bytes
 * (data[0].b64_json). Throws ProviderError(502) when the answer has none.
 */
export async function readImageAnswer(answer: unknown): Promise<GeneratedImage> {
  const url = asText(readPath(answer, ['images', 0, 'url'])) ?? asText(readPath(answer, ['data', 0, 'url']));
  if (url !== undefined) return { kind: 'url', url: url.trim() };
  const base64 = asText(readPath(answer, ['data', 0, 'b64_json']));
  if (base64 !== undefined) return decodeBase64Image(base64);
  throw new ProviderError(502, 'AI provider answered without an image URL');
}

/** Creates the remote image provider (kind 'remote', label = model). */
export function createOpenAiImageProvider(options: OpenAiImageProviderOptions): ImageProvider {
  const model = options.model ?? defaultImageModel;
  return {
    kind: 'remote',
    label: model,
    async generateImage(request, signal) {
      const answer = await options.client.postJson(
        imageGenerationsPath,
        { prompt: withStyleWords(request.prompt, request.styleWords), model },
        { signal },
      );
      return readImageAnswer(answer);
    },
  };
}
